import type { QuestionKind } from '../../contract';
import type { QuestionReading } from '../question-reading';
import { splitPastedQuiz } from '../../shared/split-quiz';
import { stripSelectAllInstruction } from '../../shared/read-select-all';
import { readAnswerType } from './answer-type';
import { detectCalculation, extractMathProblem } from './detect-calculation';
import { detectNegation } from './detect-negation';
import { readFocusWords } from './focus-words';

const TRUE_FALSE_PREFIX = /^\s*(?:true\s*(?:or|\/)\s*false|t\s*\/\s*f)\s*[:.?\-–—]?\s*/i;

/** The claim of a true/false question, without its "True or false:" lead-in. */
export function readStatement(stem: string): string {
  return stem.replace(TRUE_FALSE_PREFIX, '');
}

/** Reads a question (and its options, given or pasted under it) before any answering. */
export function readQuestion(question: string, options?: string[]): QuestionReading {
  const given = (options ?? []).map((option) => option.trim()).filter((option) => option !== '');
  const pasted = given.length > 0 ? null : splitPastedQuiz(question)[0];
  const stem = (pasted?.question ?? question).replace(/\s+/g, ' ').trim();
  const found = given.length > 0 ? given : (pasted?.options ?? []);
  const trueFalse = isTrueFalse(stem, found);
  const readOptions = trueFalse && found.length === 0 ? ['True', 'False'] : found;
  const statement = trueFalse ? stem.replace(TRUE_FALSE_PREFIX, '') : stem;
  const cue = trueFalse ? null : detectCalculation(statement);
  // A question that merely has two numbers and asks "what is…" stays a short answer: the math engine
  // tries it first (mathProblem), and the material answers it when the math engine cannot read it.
  const numericOptions = readOptions.length === 0 || readOptions.every(isNumeric);
  const calculation = cue !== null && numericOptions;
  const kind: QuestionKind = trueFalse
    ? 'true_false'
    : cue === 'clear' && numericOptions
      ? 'calculation'
      : readOptions.length >= 2
        ? 'multiple_choice'
        : 'short_answer';
  // "(Select all that apply)" says how to answer, not what the question is about.
  const asked = stripSelectAllInstruction(statement);
  return {
    kind,
    stem,
    options: readOptions,
    focusWords: readFocusWords(asked),
    answerType: kind === 'calculation' ? 'number' : readAnswerType(asked),
    // A true/false statement's "not" is part of the claim, which the engine checks against the notes.
    negated: !trueFalse && detectNegation(asked),
    ...(calculation ? { mathProblem: extractMathProblem(statement) } : {}),
  };
}

function isTrueFalse(stem: string, options: string[]): boolean {
  if (options.length === 2 && options.every((option) => /^(?:true|false|t|f|yes|no)\.?$/i.test(option))) {
    return options.some((option) => /^t/i.test(option)) || TRUE_FALSE_PREFIX.test(stem);
  }
  return options.length === 0 && TRUE_FALSE_PREFIX.test(stem);
}

function isNumeric(option: string): boolean {
  return /^[-$€£]?\s*\d[\d.,\s]*(?:%|[a-zA-Z/²³^\d\s]{0,12})$/.test(option.trim());
}
