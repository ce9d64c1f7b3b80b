// Splits a pasted quiz into questions and their options. The page runs this to fill its options box
// and to send one request per question, and the engine runs it on a question pasted with its options,
// so it imports nothing but its sibling readers (select-all instructions, platform copy marks, worksheets; the browser bundles them).
import { isSelectAllInstruction } from './read-select-all';
import { headsQuestionsWithLabels, readPlatformMarks } from './read-platform-marks';
import { readFormsCopy } from './read-forms-copy';
import { readPaperWorksheet } from './read-paper-worksheet';
import { readQuestionHeaders } from './read-question-headers';
import { readKahootCopy } from './read-kahoot-copy';
import { readQuizletTest } from './read-quizlet-test';
import { readSlideOutline } from './read-slide-outline';
import { readChatExport } from './read-chat-export';
import { readNoteMarkup } from './read-note-markup';
import { readTableRows } from './read-table-rows';
import { readBareQLabels } from './read-bare-q-labels';

export interface PastedQuestion {
  question: string;
  options: string[];
}

type Line =
  | { kind: 'blank' }
  | { kind: 'numbered'; number: number; delimiter: string; text: string }
  | { kind: 'lettered'; letter: number; text: string }
  | { kind: 'roman'; value: number; text: string }
  | { kind: 'option-prompt'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'true-false' }
  | { kind: 'answer-key' }
  | { kind: 'plain'; text: string };

interface Draft {
  stem: string[];
  options: string[];
  /** How the options were marked: a stray plain line means something different after "A)" than after bare lines. */
  optionStyle: 'lettered' | 'roman' | 'numbered' | 'bullet' | 'plain' | null;
  /** A "Select one:" line under the stem: the plain lines after it are options. */
  promptedOptions?: boolean;
  /** The question's own number and delimiter ("2." → 2, "."), so "1) …" under it can be an option. */
  number: number | null;
  delimiter: string | null;
}

/** "1. …", "1) …", "1: …", "1 - …", "1.Which…" (no space), and "Q1 …", "Q1. …", "Question 1: …", "Question 1 of 4: …", "No. 1 …". */
const NUMBERED = /^\s*(?:(?<label>q(?:uestion)?|no\.?)\s*(?<labelled>\d{1,3})(?:\s+of\s+\d{1,3})?\s*(?<labelDelimiter>[.):\-–—]?)|(?<number>\d{1,3})\s*(?<delimiter>[.):]|\s[-–—]))\s*(?!\d)(?<text>\S.*)$/i;
const LETTERED = /^\s*(?:\(([a-j])\)|\[([a-j])\]|([a-j])\s*[.):])\s*(\S.*)$/i;
/** Bullets and the boxes of a select-all list ("□ chloroplast", "[ ] nucleus", a ticked "☑ bat" or "[x] bat"). */
const BULLET = /^\s*(?:[-•*◦▪●○–—]\s+|[□☐■▢◻❑☑☒✅]\s*|\[\s?[xX✓✔]?\s?\]\s*)(\S.*)$/u;
// "True/False", "True or False", "True    False" (answer words spaced out on a worksheet line), "T / F", "True | False",
// "[TRUE / FALSE]", and after a handout's instruction: "Circle one:   TRUE      FALSE".
const TRUE_FALSE_LINE =
  /^\s*(?:(?:circle|tick|underline|choose|select)(?:\s+(?:one|the\s+answer))?\s*:\s*)?[([]?\s*(?:true\s*(?:\/|\||or|-|\s)\s*false|t\s*[/|]\s*f)\s*[)\]]?\s*[.?]?\s*$/i;
/** "(T/F)", "(True/False)", "[TRUE / FALSE]", or after the statement's full stop a bare "T/F" / "T   F" (s41) / "True/False" / "True or False". */
const TRUE_FALSE_TRAILER = /(?:\s*[([]\s*(?:true\s*(?:\/|or)\s*false|t\s*\/\s*f)\s*[)\]]\s*[.?]?|(?<=[.!?])\s+(?:true\s*(?:\/|\||\s|\sor\s)\s*false|t\s*(?:\/|\s+or\s+|\s)\s*f)\s*[.?]?)\s*$/i;
const TRUE_FALSE_PREFIX = /^\s*true\s+or\s+false\s*[:\-–—]/i;
const ANSWER_KEY = /^\s*(?:correct\s+)?answer\s*(?:key)?\s*[:\-=]/i;
/** "ii. Montesquieu", "(iii) Rousseau", "iv) Valperga": roman-numbered options (a lone "i." is read as a letter first). */
const ROMAN = /^\s*(?:\((?<paren>x|ix|iv|v?i{1,3}|v)\)|(?<bare>x|ix|iv|v?i{1,3}|v)\s*[.)])\s+(?<text>\S.*)$/i;
const ROMAN_VALUES: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };
/**
 * What a learning platform copies along with each question (Moodle-style quiz pages): status, marks, the flag button and
 * the "Question text" heading. Dropped before the quiz is read, so "Question 1" heads the question itself.
 */
const PLATFORM_CHROME =
  /^\s*(?:not\s+yet\s+answered|not\s+answered|answer\s+saved|incomplete\s+answer|(?:marked|mark\s+[\d.]+)\s+out\s+of\s+[\d.]+|points?\s+out\s+of\s+[\d.]+|flag\s+(?:this\s+)?question|remove\s+flag|question\s+text|clear\s+my\s+choice|your\s+answer|your\s+answer\s+is\s+(?:partially\s+)?(?:in)?correct\.?|the\s+correct\s+answers?\s+(?:is|are)\s*:.*|this\s+is\s+a\s+required\s+question)\s*$/i;
/**
 * The links and buttons under a platform's last question ("Finish attempt ...", "Submit all and finish", "Next page"): dropped,
 * so they are not read as the end of the last option.
 */
const PLATFORM_NAVIGATION =
  /^\s*(?:finish\s+attempt|submit\s+all\s+and\s+finish|submit(?:\s+(?:quiz|assessment|test|exam))?|quiz\s+saved\s+at\s+\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?|next\s+page|previous\s+page|return\s+to\s+attempt|(?:skip\s+)?quiz\s+navigation|time\s+left\s*:?\s*[\d:]+)\s*(?:\.{3}|…)?\s*$/i;
/**
 * Moodle's quiz navigation block copied as one line before the first question: "Question 1 This page Not yet answered
 * Question 2 This page Answer saved …" (two or more numbered buttons with their states), never a question.
 */
const QUIZ_NAVIGATION_RUN =
  /^\s*(?:question\s+\d{1,3}\s+(?:this\s+page\s+)?(?:not\s+yet\s+answered|answer\s+saved|not\s+answered|incomplete\s+answer|complete|correct|incorrect|partially\s+correct|flagged|finished)?\s*){2,}$/i;
/**
 * Blackboard's buttons under the last question, alone or several on a line ("Save All Answers     Save and Submit"), and its
 * "Click Save and Submit to save and submit." note.
 */
const PLATFORM_BUTTONS = /^\s*(?:(?:save\s+all\s+answers|save\s+and\s+submit|save\s+answer|submit)\s*)+$|^\s*click\s+(?:save|submit)\b.*\bto\s+(?:save|submit)\b.*$/i;
/**
 * "a." or "(b)" alone on its line, the option's text on the next (Blackboard puts each letter above its option); a bare capital
 * "A" too (Schoology's copy, s37).
 */
const LONE_LETTER = /^\s*(?:\(([a-j])\)|([a-j])[.)]|([A-J]))\s*$/;
const LONE_LETTER_ANY_CASE = /^\s*(?:\(([a-j])\)|([a-j])[.)])\s*$/i;
/**
 * "Bonus (2 pts): Name one…", "Extra credit: …": a question's label, not part of the question. The marks in brackets go
 * with it; the label opens a question of its own.
 */
const BONUS_LABEL = /^\s*(?:bonus|extra\s+credit)(?:\s+question)?\s*(?:\(\s*\d+(?:[.,]\d+)?\s*(?:points?|pts?|marks?)\s*\))?\s*[:.\-–—]\s*(\S.*)$/i;
/** "Select one:" / "Choose one:" above the options: what follows are options, even bare ones. */
const OPTION_PROMPT = /^\s*(?:select|choose|pick)\s+one(?:\s+answer)?\s*[:.]?\s*$/i;

/** "A) one B) two C) three" on one line: markers after a space, in alphabetical order. */
// An option letter after a space, or glued to the question's "?" or ":" ("Which seal?(a) the nerpa (b) …").
const INLINE_MARKER = /(^|\s|(?<=[?:]))(\(([a-j])\)|([a-j])[).])\s+/gi;

/** "Question 1" or "Q2." alone on its line, as quiz platforms export them: the heading of the question on the next line. */
const BARE_LABEL = /^\s*(?:q(?:uestion)?|no\.?)\s*\d{1,3}(?:\s+of\s+\d{1,3})?\s*[.):\-–—]?\s*$/i;

/** "a." then "Thames Street" (blank lines may stand between) → "a. Thames Street". */
function joinLoneLetters(lines: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const next = lines.slice(i + 1).findIndex((line) => line.trim() !== '');
    const text = next >= 0 ? lines[i + 1 + next]! : '';
    const lone = LONE_LETTER_ANY_CASE.test(lines[i]!) || LONE_LETTER.test(lines[i]!);
    if (lone && next >= 0 && !LONE_LETTER_ANY_CASE.test(text) && !LONE_LETTER.test(text) && !LETTERED.test(text) && !NUMBERED.test(text)) {
      // A bare "A" gets the full stop that makes it a letter: "A" then "Peru" → "A. Peru".
      joined.push(`${lines[i]!.trim().replace(/^([A-J])$/, '$1.')} ${text.trim()}`);
      i += 1 + next;
    } else joined.push(lines[i]!);
  }
  return joined;
}

function joinBareLabels(lines: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const next = lines.slice(i + 1).findIndex((line) => line.trim() !== '');
    if (BARE_LABEL.test(lines[i]!) && next >= 0 && !BARE_LABEL.test(lines[i + 1 + next]!)) {
      joined.push(`${lines[i]!.trim().replace(/[.):\-–—]$/, '')}: ${lines[i + 1 + next]!.trim()}`);
      i += 1 + next;
    } else joined.push(lines[i]!);
  }
  return joined;
}

/** Reads a pasted quiz: numbered questions, lettered, numbered or bulleted options, one option per line, True/False. */
export function splitPastedQuiz(text: string): PastedQuestion[] {
  const pasted = readSlideOutline(readQuizletTest(readKahootCopy(readChatExport(readTableRows(readBareQLabels(readNoteMarkup(text.replace(/\r\n?/g, '\n').split('\n'))))))));
  const copied = readQuestionHeaders(readPaperWorksheet(readFormsCopy(pasted)));
  const raw = joinLoneLetters(readPlatformMarks(copied).filter((line) => !PLATFORM_CHROME.test(line) && !PLATFORM_NAVIGATION.test(line) && !QUIZ_NAVIGATION_RUN.test(line) && !PLATFORM_BUTTONS.test(line)));
  // Canvas puts a blank line between options: where every question has its "Question N" heading, only the next heading ends one.
  const headed = headsQuestionsWithLabels(raw);
  const lines = joinBareLabels(raw)
    .flatMap(expandInlineOptions)
    .map(classifyLine);
  const questions: PastedQuestion[] = [];
  let draft: Draft | null = null;
  let previousBlank = false;
  const finish = () => {
    if (draft) questions.push(finishDraft(draft));
    draft = null;
  };

  for (const [index, read] of lines.entries()) {
    const current: Draft | null = draft;
    if (read.kind === 'blank' || read.kind === 'answer-key') {
      previousBlank = previousBlank || read.kind === 'blank';
      continue;
    }
    if (read.kind === 'option-prompt' && current) {
      // "Select one:" under a question; with nothing above it ("Pick one:" as the whole stem) it is the question.
      current.promptedOptions = true;
      continue;
    }
    // A lone "i." is the ninth letter only after "a." to "h."; anywhere else it opens roman-numbered options.
    const line: Line =
      read.kind === 'option-prompt'
        ? { kind: 'plain', text: read.text }
        : read.kind === 'lettered' && read.letter === 8 && !followsEightLetters(current)
          ? { kind: 'roman', value: 1, text: read.text }
          : read;
    if (line.kind === 'true-false') {
      if (current) {
        current.options = ['True', 'False'];
        current.optionStyle = 'lettered';
      }
    } else if (line.kind === 'numbered') {
      const next = lines[index + 1];
      if (current && questions.length === 0 && isHeading(current, line, next?.kind === 'plain' ? next.text : '')) {
        // "ECONOMICS – WORKSHEET 7⏎Circle the correct letter.⏎1) How many…?": the lines above the first question are the sheet's title.
        draft = { stem: [line.text], options: [], optionStyle: null, number: line.number, delimiter: line.delimiter };
      } else if (current && isNumberedOption(current, line)) {
        current.options.push(line.text);
        current.optionStyle = 'numbered';
      } else {
        finish();
        draft = { stem: [line.text], options: [], optionStyle: null, number: line.number, delimiter: line.delimiter };
      }
    } else if (line.kind === 'lettered') {
      const restarts = current !== null && line.letter === 0 && current.options.length >= 2 && current.optionStyle === 'lettered';
      if (current && !restarts && current.stem.length > 0) {
        current.options.push(line.text);
        current.optionStyle = 'lettered';
      } else {
        finish();
        draft = { stem: [line.text], options: [], optionStyle: null, number: null, delimiter: null };
      }
    } else if (line.kind === 'roman') {
      const continues = current !== null && current.stem.length > 0 && (current.optionStyle === 'roman' ? line.value === current.options.length + 1 : current.options.length === 0 && line.value === 1);
      if (current && continues) {
        current.options.push(line.text);
        current.optionStyle = 'roman';
      } else {
        finish();
        draft = { stem: [line.text], options: [], optionStyle: null, number: null, delimiter: null };
      }
    } else if (line.kind === 'bullet') {
      if (current) {
        current.options.push(line.text);
        current.optionStyle = 'bullet';
      } else {
        draft = { stem: [line.text], options: [], optionStyle: null, number: null, delimiter: null };
      }
    } else if (!current) {
      draft = { stem: [line.text], options: [], optionStyle: null, number: null, delimiter: null };
    } else if (current.options.length === 0 && isSelectAllInstruction(line.text)) {
      // "(Select all that apply)" under the question tells how to answer: it is part of the question, not its first option.
      current.stem.push(line.text);
    } else if (current.options.length === 0 && previousBlank && opensMarkedOptions(lines, index)) {
      // "Question?⏎⏎Statement.⏎(a) True⏎(b) False": a plain line after a blank whose own marked options follow is the next question.
      finish();
      draft = { stem: [line.text], options: [], optionStyle: null, number: null, delimiter: null };
    } else if (current.options.length === 0) {
      if ((current.promptedOptions || opensOptionList(current.stem) || /^(?:true|false)\.?$/i.test(line.text)) && !looksLikeQuestion(line.text)) {
        current.options.push(line.text);
        current.optionStyle = 'plain';
      } else if ((previousBlank && looksLikeQuestion(line.text)) || TRUE_FALSE_PREFIX.test(line.text) || (TRUE_FALSE_PREFIX.test(current.stem[0] ?? '') && looksLikeQuestion(line.text))) {
        // …and a question under a "True or False: …" line is the next question, not more of the statement.
        // "True or False: …" lines one under the other are as many statements.
        finish();
        draft = { stem: [line.text], options: [], optionStyle: null, number: null, delimiter: null };
      } else {
        current.stem.push(line.text);
      }
    } else if ((previousBlank && !(headed && current.delimiter?.startsWith('q'))) || looksLikeQuestion(line.text) || TRUE_FALSE_PREFIX.test(line.text)) {
      // A "True or False: …" line after a question's options opens the next question.
      finish();
      draft = { stem: [line.text], options: [], optionStyle: null, number: null, delimiter: null };
    } else if (current.optionStyle === 'plain') {
      current.options.push(line.text);
    } else {
      // A marked option wrapped onto the next line (text copied out of a PDF).
      current.options[current.options.length - 1] += ` ${line.text}`;
    }
    previousBlank = false;
  }
  finish();
  return questions.filter((question) => question.question.length > 0);
}

function followsEightLetters(draft: Draft | null): boolean {
  return draft !== null && draft.optionStyle === 'lettered' && draft.options.length === 8;
}

/** Whether the next non-blank line opens a marked option list ("(a) …", "i. …", "True/False"). */
function opensMarkedOptions(lines: Line[], index: number): boolean {
  const next = lines.slice(index + 1).find((line) => line.kind !== 'blank');
  if (!next) return false;
  return next.kind === 'true-false' || (next.kind === 'lettered' && (next.letter === 0 || next.letter === 8)) || (next.kind === 'roman' && next.value === 1);
}

function classifyLine(raw: string): Line {
  const line = raw.trim();
  if (line === '') return { kind: 'blank' };
  if (OPTION_PROMPT.test(line)) return { kind: 'option-prompt', text: line };
  if (TRUE_FALSE_LINE.test(line)) return { kind: 'true-false' };
  if (ANSWER_KEY.test(line)) return { kind: 'answer-key' };
  // Numbered -1, so it is never an option of the question above nor the first question under a title.
  const bonus = BONUS_LABEL.exec(line);
  if (bonus) return { kind: 'numbered', number: -1, delimiter: 'bonus', text: bonus[1]!.trim() };
  const numbered = NUMBERED.exec(line)?.groups;
  if (numbered) {
    // "Q1." and "1)" are told apart, so "1) Sydney" under "Q1. Which city…?" stays an option.
    const delimiter = numbered.label ? `q${numbered.labelDelimiter ?? ''}` : (numbered.delimiter ?? '.').trim();
    return { kind: 'numbered', number: Number(numbered.labelled ?? numbered.number), delimiter, text: (numbered.text ?? '').trim() };
  }
  const roman = ROMAN.exec(line)?.groups;
  if (roman && (roman.paren ?? roman.bare ?? 'i').toLowerCase() !== 'i') {
    return { kind: 'roman', value: ROMAN_VALUES[(roman.paren ?? roman.bare ?? 'i').toLowerCase()] ?? 1, text: (roman.text ?? '').trim() };
  }
  const lettered = LETTERED.exec(line);
  if (lettered) {
    const letter = (lettered[1] ?? lettered[2] ?? lettered[3] ?? 'a').toLowerCase();
    return { kind: 'lettered', letter: letter.charCodeAt(0) - 97, text: (lettered[4] ?? '').trim() };
  }
  const bullet = BULLET.exec(line);
  if (bullet) return { kind: 'bullet', text: (bullet[1] ?? '').trim() };
  return { kind: 'plain', text: line };
}

/** Splits "Question? A) x B) y C) z" into the question and one line per option when the letters run A, B, C… */
function expandInlineOptions(pasted: string): string[] {
  // "      (C) sandstone     (D) slate": an indented second row still opens on its marker.
  const line = pasted.trim();
  const markers: Array<{ index: number; letter: number }> = [];
  for (const match of line.matchAll(INLINE_MARKER)) {
    const letter = (match[3] ?? match[4] ?? 'a').toLowerCase().charCodeAt(0) - 97;
    markers.push({ index: (match.index ?? 0) + (match[1] ?? '').length, letter });
  }
  // Keep only a run that goes on letter by letter from "a" ("vitamin a. b) …" stays as written otherwise),
  // or from the line's first marker when the line opens on one ("C) newton  D) joule", the second row of a 2×2 layout).
  const opening = markers[0]?.index === 0 && markers[0].letter > 0 ? 0 : -1;
  const start = opening >= 0 ? opening : markers.findIndex((marker) => marker.letter === 0);
  if (start < 0) return [pasted];
  const run = markers.slice(start, start + 1);
  for (const marker of markers.slice(start + 1)) {
    if (marker.letter === (run[run.length - 1]?.letter ?? -2) + 1) run.push(marker);
  }
  if (run.length < 2) return [pasted];
  const parts = [line.slice(0, run[0]?.index)];
  // "A) Henry Moseley; B) …": the separator between options on one line is not part of the option.
  run.forEach((marker, i) => {
    const part = line.slice(marker.index, run[i + 1]?.index);
    parts.push(i < run.length - 1 ? part.replace(/\s*[;,]\s*$/, '') : part);
  });
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * Whether the plain lines read so far are a title or an instruction above the first numbered question, not a question with
 * numbered options: they are not numbered, have no options, none asks ("?") or opens a list (":", a blank to fill), and the
 * numbered line is question 1, labelled as a question ("Question 1") or itself a question ("1) How many…?").
 */
function isHeading(draft: Draft, line: { number: number; delimiter: string; text: string }, wrapped: string): boolean {
  if (draft.number !== null || draft.options.length > 0 || line.number !== 1) return false;
  if (draft.stem.some((text) => /\?\s*$/.test(text)) || opensOptionList(draft.stem) || draft.stem.some((text) => isSelectAllInstruction(text))) return false;
  // "1) Where did Marshall give the speech in which he offered⏎American help…?": a question wrapped onto the next line.
  // "Meteors – homework sheet" over "1. Sporadic meteors are part of a meteor shower. (T/F)" (s42): a statement to mark true or false is a question too.
  return line.delimiter.startsWith('q') || looksLikeQuestion(line.text) || TRUE_FALSE_TRAILER.test(line.text) || (wrapped !== '' && looksLikeQuestion(wrapped)) || /_{3,}/.test(line.text);
}

/** "1) …" under a question is an option when it counts up from 1 and is not the next question's number. */
function isNumberedOption(draft: Draft, line: { number: number; delimiter: string }): boolean {
  if (draft.optionStyle !== null && draft.optionStyle !== 'numbered') return false;
  const numberedSoFar = draft.optionStyle === 'numbered' ? draft.options.length : 0;
  if (line.number !== numberedSoFar + 1) return false;
  if (draft.number === null) return true;
  const nextQuestion = line.delimiter === draft.delimiter && line.number === draft.number + 1;
  if (nextQuestion && (numberedSoFar > 0 || !opensOptionList(draft.stem))) return false;
  return line.delimiter !== draft.delimiter || line.number === 1;
}

/** A stem ending in "?", ":" or a blank to fill is followed by its options when they come one per line. */
function opensOptionList(stem: string[]): boolean {
  // "Which are mammals? (Select all that apply)": the question before the instruction opens the list.
  const lines = stem.filter((line, i) => i === 0 || !isSelectAllInstruction(line));
  const last = (lines[lines.length - 1] ?? '').replace(/\s*[([][^()[\]]*[)\]]\s*$/, (aside) => (isSelectAllInstruction(aside) ? '' : aside));
  return /(?:[?:]|_{2,}|\.{3}|…)\s*$/.test(last);
}

function looksLikeQuestion(text: string): boolean {
  return /\?\s*$/.test(text) || /^true\s+or\s+false\b/i.test(text);
}

function finishDraft(draft: Draft): PastedQuestion {
  let question = draft.stem.join(' ').replace(/\s+/g, ' ').trim();
  let options = draft.options.map((option) => option.replace(/\s+/g, ' ').trim()).filter((option) => option !== '');
  if (TRUE_FALSE_TRAILER.test(question) && options.length === 0) {
    question = question.replace(TRUE_FALSE_TRAILER, '').trim();
    options = ['True', 'False'];
  }
  // One bare line under a question is more often its second sentence than a one-option list.
  if (draft.optionStyle === 'plain' && options.length === 1) {
    question = `${question} ${options[0]}`;
    options = [];
  }
  return { question, options };
}
