import { findWords, isMonthMay, isNegation, termOf, termsOf, type Word } from '../read/content-words';

/**
 * A true/false statement that repeats one sentence of the material with one date, month, year, weekday, person or
 * place put in another's stead ("…opened the bridge in May 1841" where the material says "in October 1841") is
 * false, and surely so, when nothing else could make it true: the same preposition governs both values, every other
 * content word of the statement stands in that sentence, the "not"s agree, and no other sentence pairs the
 * statement's value with its words. A value that only narrows or widens the sentence's ("in 1841" against "in
 * October 1841", "by Moss" against "by Edwin Moss") is no swap, and a name the material never gives elsewhere may be a wider
 * one ("in Germany" against "in Munich"), so it is not judged.
 */

type ValueKind = 'date' | 'name';

interface ValueRun {
  kind: ValueKind;
  words: Word[];
  /** The preposition that governs the run ("in", "by"), over one "the" between them. */
  preposition: string | null;
}

const MONTHS = new Set(['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);
const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
const PREPOSITIONS = new Set(['in', 'on', 'at', 'from', 'to', 'by', 'near', 'of', 'during', 'since', 'until', 'into', 'before', 'after', 'for', 'with']);
const YEAR = /^(?:1\d{3}|20\d{2})$/;
const DAY = /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$/;
/** Reports of what someone said or believed: a value in them is not the material's own claim. */
const REPORTING = /\b(?:said|says|claimed|claims|believed|believes|thought|assumed|supposed|reported|rumoured|rumored|legend|according)\b/i;

/** Words of direction or region that may stand between a preposition and its place ("in north-eastern Tanzania"). */
const REGION_WORDS = /^(?:north|south|east|west|northern|southern|eastern|western|central|north-eastern|north-western|south-eastern|south-western|northeastern|northwestern|southeastern|southwestern)$/i;

/** Whether a report ("said", "believed") stands before the value in the sentence, or after it with no break between. */
function reportsValue(sentence: string, run: ValueRun): boolean {
  const start = run.words[0]!.start;
  const end = run.words[run.words.length - 1]!.end;
  const after = sentence.slice(end).split(/[,;:.]/)[0] ?? '';
  return REPORTING.test(sentence.slice(0, start)) || REPORTING.test(after);
}

/** Whether the statement is the sentence with one value swapped for another of its kind, under the same preposition. */
export function judgeSwappedValue(statement: string, sentence: string, otherSentences: readonly string[] = [], carried: Iterable<string> = []): boolean {
  const statementWords = findWords(statement);
  const sentenceWords = findWords(sentence);
  if (negationParity(statementWords) !== negationParity(sentenceWords)) return false;
  const ownTerms = new Set(termsOf(sentence));
  // What a sentence-opening "It"/"They" stands for is the sentence's too ("It was carried into orbit … by …": Hubble).
  const sentenceTerms = new Set([...ownTerms, ...carried]);
  const statementRuns = findValueRuns(statementWords, statement);
  const sentenceRuns = findValueRuns(sentenceWords, sentence);
  // A value the sentence gives under another preposition is another value's place ("in north-eastern Tanzania, close to the
  // border with Kenya": "in Kenya" is not stated by "with Kenya").
  const samePlace = (a: ValueRun, b: ValueRun) => a.preposition === null || b.preposition === null || a.preposition === b.preposition;
  const absent = statementRuns.filter((run) => !sentenceRuns.some((other) => other.kind === run.kind && covers(other, run) && samePlace(other, run)));
  if (absent.length !== 1) return false;
  const swapped = absent[0]!;
  if (!swapped.preposition || swapped.words.some((word) => /^\p{Lu}{2,}$/u.test(word.text))) return false;
  // Every other content word of the statement stands in the sentence.
  const swappedStarts = new Set(swapped.words.map((word) => word.start));
  const rest = statementWords.filter((word) => !swappedStarts.has(word.start)).flatMap((word) => termOf(word.text) ?? []);
  if (rest.length < 2 || !rest.every((term) => sentenceTerms.has(term))) return false;
  // The statement's own part of the value is nowhere in the sentence ("…in October 1841, and the railway in May 1842").
  const matched = sentenceRuns.filter((run) => run.kind === swapped.kind && run.preposition === swapped.preposition && differs(run, swapped));
  if (matched.length === 0) return false;
  const own = valueTerms(swapped).filter((term) => !matched.some((run) => valueTerms(run).includes(term)));
  // …unless it stands there only under another preposition ("the border with Kenya" for "in Kenya").
  const elsewhereOnly = (term: string) => sentenceRuns.some((run) => valueTerms(run).includes(term)) && sentenceRuns.every((run) => !valueTerms(run).includes(term) || (run.preposition !== null && run.preposition !== swapped.preposition));
  if (own.length === 0 || own.some((term) => ownTerms.has(term) && !elsewhereOnly(term))) return false;
  // What someone said or believed is not the material's own claim: a report before the sentence's value, or right after it
  // in the same part ("…in the Pacific in 1820, and accounts of a whale that was said to…" reports only the later part; s40).
  if (!REPORTING.test(statement) && matched.some((run) => reportsValue(sentence, run))) return false;
  // A place or person the material never names may hold the sentence's ("died in Germany" against "died in Munich"): a name is
  // judged swapped only when it is taken from elsewhere in the material, as teachers take one ("died in Würzburg").
  // The sentence itself naming it in another role ("close to the border with Kenya") takes it from elsewhere too.
  if (swapped.kind === 'name' && !own.every(elsewhereOnly) && !otherSentences.some((other) => own.every((term) => new Set(termsOf(other)).has(term)))) return false;
  // Another sentence that pairs the statement's value with most of its words may state it ("…was opened again in May 1841").
  return !otherSentences.some((other) => {
    const terms = new Set(termsOf(other));
    return own.every((term) => terms.has(term)) && rest.filter((term) => terms.has(term)).length * 2 >= rest.length;
  });
}

function negationParity(words: Word[]): number {
  return words.filter((word) => isNegation(word.text)).length % 2;
}

function valueTerms(run: ValueRun): string[] {
  return run.words.map((word) => (WEEKDAYS.has(word.text.toLowerCase()) || MONTHS.has(word.text.toLowerCase()) || word.text === 'May' ? word.text.toLowerCase() : (termOf(word.text) ?? word.text.toLowerCase())));
}

/** Whether `outer` holds every part of `inner` ("October 1841" holds "1841"; "Edwin Moss" holds "Moss"). */
function covers(outer: ValueRun, inner: ValueRun): boolean {
  const terms = valueTerms(outer);
  return valueTerms(inner).every((term) => terms.includes(term));
}

/** Two values of one kind that disagree: dates in a part both give (month against month), names sharing no word. */
function differs(a: ValueRun, b: ValueRun): boolean {
  // "Space Shuttle Discovery" against "Space Shuttle Endeavour": names that share a leading part but end on different words
  // are different names; "Moss" and "Edwin Moss" (one holds the other), "Henry Moss" (same last word) or a shared word
  // that does not lead both are not judged.
  if (a.kind === 'name') {
    const x = valueTerms(a);
    const y = valueTerms(b);
    if (!x.some((term) => y.includes(term))) return true;
    // The shared part must lead both names: "Mao Zedong" and "Chairman Mao", "Henry VIII" and "King Henry" share a word
    // elsewhere and are one person under two names.
    const leading = x[0] === y[0];
    return leading && x.at(-1) !== y.at(-1) && !x.every((term) => y.includes(term)) && !y.every((term) => x.includes(term));
  }
  const parts = (run: ValueRun) => {
    const found = new Map<string, string>();
    for (const term of valueTerms(run)) found.set(YEAR.test(term) ? 'year' : DAY.test(term) ? 'day' : WEEKDAYS.has(term) ? 'weekday' : 'month', term);
    return found;
  };
  const x = parts(a);
  const y = parts(b);
  return [...x].some(([part, value]) => y.has(part) && y.get(part) !== value);
}

function dateWord(words: Word[], at: number): boolean {
  const word = words[at]!.text;
  const lower = word.toLowerCase();
  if (YEAR.test(word) || WEEKDAYS.has(lower) || (MONTHS.has(lower) && /^\p{Lu}/u.test(word)) || isMonthMay(words, at)) return true;
  // A day only beside its month ("12 May", "May 12").
  const month = (k: number) => k >= 0 && k < words.length && ((MONTHS.has(words[k]!.text.toLowerCase()) && /^\p{Lu}/u.test(words[k]!.text)) || isMonthMay(words, k));
  return DAY.test(word) && (month(at - 1) || month(at + 1));
}

function nameWord(words: Word[], at: number): boolean {
  const word = words[at]!.text;
  return at > 0 && /^\p{Lu}/u.test(word) && word !== 'I' && termOf(word) !== null && !dateWord(words, at);
}

/** Runs of date words or capitalised name words, with the preposition before each. */
function findValueRuns(words: Word[], text: string): ValueRun[] {
  const runs: ValueRun[] = [];
  let at = 0;
  while (at < words.length) {
    const kind: ValueKind | null = dateWord(words, at) ? 'date' : nameWord(words, at) ? 'name' : null;
    if (!kind) {
      at++;
      continue;
    }
    const run: Word[] = [words[at]!];
    const joins = (k: number) => {
      const gap = text.slice(words[k - 1]!.end, words[k]!.start);
      return kind === 'date' ? /^\s*,?\s*$/.test(gap) : /^\s+$/.test(gap);
    };
    let k = at + 1;
    while (k < words.length && joins(k) && (kind === 'date' ? dateWord(words, k) : nameWord(words, k))) run.push(words[k++]!);
    // Over "the" and a word of direction or region ("in north-eastern Tanzania", "in the south of").
    let back = at - 1;
    while (back >= 0 && back >= at - 3 && (REGION_WORDS.test(words[back]!.text) || (back === at - 1 && words[back]!.text.toLowerCase() === 'the'))) back--;
    const before = words[back]?.text.toLowerCase();
    const preposition = before === 'the' ? words[back - 1]?.text.toLowerCase() : before;
    runs.push({ kind, words: run, preposition: preposition && PREPOSITIONS.has(preposition) ? preposition : null });
    at = k;
  }
  return runs;
}
