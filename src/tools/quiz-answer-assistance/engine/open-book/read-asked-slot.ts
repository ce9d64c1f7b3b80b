import type { AnswerType } from '../question-reading';
import { termOf } from '../read/content-words';
import { tagSentence, type TaggedToken } from './tag-sentence';

/** What a short answer must be, finer than AnswerType: "what city" is a place, "what episode" a name. */
export type SlotKind = AnswerType | 'name';

export interface AskedSlot {
  kind: SlotKind;
  /** The head noun of the question phrase, as a term: "what type of sanctions" → sanction. */
  noun: string | null;
  /** The answer usually stands right before the noun: "what type of sanctions" → "economic sanctions", "how many students" → "1,200 students". */
  classOf: boolean;
  /**
   * The question's terms expected just before and just after the answer once the question is turned
   * back into a statement: "What do gravitational forces act between?" → "gravitational forces act
   * between [X]" (all before); "What shows us lost chloroplasts?" → "[X] shows us…" (all after).
   */
  before: Set<string>;
  after: Set<string>;
}

const WH = /^(?:what|which|whose)$/i;
const WH_ANY = /^(?:what|which|whose|who|whom|when|where|why|how)$/i;
/** "What type of X": the answer is an instance of X, not a type. */
const CLASS_WORDS = /^(?:type|types|kind|kinds|sort|sorts|form|forms|name|names|part|parts|group|class|category)$/i;
const NAMING_NOUNS = /^(?:name|title|term|word|nickname)$/i;

const KIND_OF_NOUN: ReadonlyArray<[SlotKind, string]> = [
  ['date', 'year years century decade month date era period time day days season night'],
  ['place', 'city country state town place region continent location area island river province county nation village street building site capital sea ocean mountain district neighborhood neighbourhood park stadium venue'],
  [
    'person',
    'person people man men woman women leader king queen emperor empress president scientist theologian general author writer player actor actress composer ruler founder inventor engineer physicist artist minister pope chancellor governor mayor coach quarterback director producer host son daughter father mother wife husband brother sister monk priest bishop poet painter architect commander officer chemist philosopher',
  ],
  ['name', 'name title episode series show film movie book song album company team organization organisation network program programme newspaper magazine band brand ship game award prize novel play channel station university school museum'],
  ['number', 'number amount percentage percent population proportion total cost price rate speed length height distance temperature'],
];
const KIND_BY_TERM = new Map(KIND_OF_NOUN.flatMap(([kind, words]) => words.split(' ').map((word): [string, SlotKind] => [termOf(word) ?? word, kind])));

/**
 * The noun a "what/which" question asks for and the finer kind it implies. The question word decides
 * first (AnswerType from read/answer-type); the noun only refines "what/which" questions.
 */
export function readAskedSlot(statement: string, answerType: AnswerType): AskedSlot {
  const tokens = tagSentence(statement, 0);
  const phrase = readAskedPhrase(tokens);
  const sides = readSlotSides(tokens, phrase);
  const { noun, classOf } = phrase;
  if (answerType !== 'thing' && answerType !== 'other') return { kind: answerType, noun, classOf, ...sides };
  const byNoun = noun ? KIND_BY_TERM.get(noun) : undefined;
  const personLike = noun !== null && /(?:ist|ian)$/.test(noun) && !/^(?:christian)$/.test(noun);
  return { kind: byNoun ?? (personLike ? 'person' : answerType), noun, classOf, ...sides };
}

const DO_OR_MODAL = /^(?:do|does|did|can|could|will|would|shall|should|may|might|must)$/i;
const HAVE = /^(?:has|have|had)$/i;
const BE = /^(?:is|was|are|were|be|been)$/i;

/** Which of the question's terms stand before and which after the answer in the statement it asks about. */
function readSlotSides(tokens: TaggedToken[], phrase: AskedPhrase): { before: Set<string>; after: Set<string> } {
  const termsIn = (from: number, to: number) => new Set(tokens.slice(Math.max(0, from), to).flatMap((token) => (token.pos === 'PUNCT' ? [] : (termOf(token.text) ?? []))));
  if (phrase.at < 0) return { before: new Set(), after: new Set() };
  const lead = tokens.slice(0, phrase.at);
  const rest = termsIn(phrase.end, tokens.length);
  // "Imperialism extends a country's power and what?": the question word stands where the answer does.
  if (lead.some((token) => token.pos === 'VERB')) return { before: termsIn(0, phrase.at), after: rest };
  const next = tokens[phrase.end];
  const following = tokens[phrase.end + 1];
  if (!next || next.pos === 'VERB') return { before: new Set(), after: rest };
  if (DO_OR_MODAL.test(next.text)) return { before: rest, after: new Set() };
  if (HAVE.test(next.text)) return following?.pos === 'VERB' ? { before: new Set(), after: rest } : { before: rest, after: new Set() };
  if (BE.test(next.text)) return following?.pos === 'VERB' ? { before: new Set(), after: rest } : { before: rest, after: rest };
  return { before: new Set(), after: rest };
}

interface AskedPhrase {
  noun: string | null;
  classOf: boolean;
  /** Where the question word is, and the first token after its phrase (-1 when there is none). */
  at: number;
  end: number;
}

/** "What geometric shape is…" → shape; "what type of sanctions…" → sanction; "what is the name of…" → name. */
function readAskedPhrase(tokens: TaggedToken[]): AskedPhrase {
  const at = tokens.findIndex((token, i) => WH_ANY.test(token.text) && (i === 0 || /^[a-z]/.test(token.text) || tokens[i - 1]!.pos === 'PUNCT'));
  if (at < 0) return { noun: null, classOf: false, at: -1, end: -1 };
  if (/^how$/i.test(tokens[at]!.text)) {
    // "How many campuses does…": the phrase runs to its noun.
    let end = at + 1;
    let head: string | null = null;
    while (end < tokens.length && ['ADJ', 'ADV', 'NOUN', 'PROPN'].includes(tokens[end]!.pos) && !/^(?:do|does|did)$/i.test(tokens[end]!.text)) {
      if (tokens[end]!.pos === 'NOUN' || tokens[end]!.pos === 'PROPN') head = tokens[end]!.text;
      end++;
    }
    return { noun: head === null ? null : termOf(head), classOf: head !== null && /^(?:many|much)$/i.test(tokens[at + 1]?.text ?? ''), at, end };
  }
  if (!WH.test(tokens[at]!.text)) return { noun: null, classOf: false, at, end: at + 1 };
  let head: string | null = null;
  let classOf = false;
  let i = at + 1;
  // "What is the name of…": the asked noun follows the verb.
  if (/^(?:is|was|are|were)$/i.test(tokens[i]?.text ?? '') && /^(?:the|a|an)$/i.test(tokens[i + 1]?.text ?? '') && NAMING_NOUNS.test(tokens[i + 2]?.text ?? '')) {
    return { noun: termOf(tokens[i + 2]!.text), classOf: false, at, end: at + 1 };
  }
  for (; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.pos === 'NOUN' || token.pos === 'PROPN') head = token.text;
    else if (/^of$/i.test(token.text) && head !== null && CLASS_WORDS.test(head)) {
      head = null;
      classOf = true;
    }
    else if (token.pos === 'DET' && i > at + 1 && /^of$/i.test(tokens[i - 1]!.text)) continue;
    else if (token.pos !== 'ADJ' && token.text !== '-' && !(token.pos === 'PART' && /^['’]s$/.test(token.text))) break;
  }
  return { noun: head === null ? null : termOf(head), classOf, at, end: i };
}
