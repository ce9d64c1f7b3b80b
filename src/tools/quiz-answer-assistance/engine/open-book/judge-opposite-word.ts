import { findWords, termOf, type Word } from '../read/content-words';
import type { Clause } from './read-clauses';

/**
 * A true/false statement that repeats one claim of the material with one word turned into its opposite ("The eastern
 * population has grown by about 80 per cent since the 1990s" where the material says it "has fallen by about 80 per cent
 * since the 1990s"; "The glaciers on the summit have grown since 1912" against "…, but they have shrunk … since 1912") is
 * false, and surely so, when: one claim holds every other term of the statement, that claim has the opposite word, the
 * statement's word stands nowhere in the sentence (so "grew in the 1990s but fell after 2000" is left alone), and the "not"s
 * agree. Only pairs that cannot both hold of one thing at once are listed; verbs of change, comparatives and superlatives.
 */
const OPPOSITE_PAIRS: ReadonlyArray<[RegExp, RegExp]> = [
  [/^(?:grow|grows|growing|grew|grown)$/, /^(?:shrink|shrinks|shrinking|shrank|shrunk|fall|falls|falling|fell|fallen|decline|declines|declined|declining)$/],
  [/^(?:rise|rises|rising|rose|risen)$/, /^(?:fall|falls|falling|fell|fallen|sink|sinks|sank|sunk)$/],
  [/^(?:increase|increases|increased|increasing)$/, /^(?:decrease|decreases|decreased|decreasing|fall|falls|fell|fallen)$/],
  [/^(?:expand|expands|expanded|expanding)$/, /^(?:shrink|shrinks|shrank|shrunk|shrinking)$/],
  [/^(?:gain|gains|gained|gaining)$/, /^(?:lose|loses|losing|lost)$/],
  [/^(?:absorb|absorbs|absorbed|absorbing)$/, /^(?:release|releases|released|releasing)$/],
  [/^(?:inhale|inhales|inhaled|inhaling)$/, /^(?:exhale|exhales|exhaled|exhaling)$/],
  [/^(?:accept|accepts|accepted|accepting)$/, /^(?:reject|rejects|rejected|rejecting|refuse|refuses|refused|refusing)$/],
  [/^older$/, /^younger$/],
  [/^oldest$/, /^youngest$/],
  [/^(?:larger|bigger)$/, /^smaller$/],
  [/^(?:largest|biggest)$/, /^smallest$/],
  [/^higher$/, /^lower$/],
  [/^highest$/, /^lowest$/],
  [/^longer$/, /^shorter$/],
  [/^longest$/, /^shortest$/],
  [/^heavier$/, /^lighter$/],
  [/^faster$/, /^slower$/],
  [/^fastest$/, /^slowest$/],
  [/^(?:warm|warms|warmed|warming)$/, /^(?:cool|cools|cooled|cooling)$/],
  [/^(?:agree|agrees|agreed|agreeing)$/, /^(?:refuse|refuses|refused|refusing)$/],
  [/^(?:north|northern)$/, /^(?:south|southern)$/],
  [/^(?:east|eastern)$/, /^(?:west|western)$/],
];

/** The comparatives of the pairs above: they compare two things, which a converse sentence names the other way round. */
const COMPARATIVE = /^(?:older|younger|larger|bigger|smaller|higher|lower|longer|shorter|heavier|lighter|faster|slower)$/;

/** Whether `terms` appear in `order` in the same sequence (each found, first occurrences ascending). */
function sameOrder(terms: readonly string[], order: ReadonlyArray<string | null | undefined>): boolean {
  const positions = terms.map((term) => order.indexOf(term));
  return positions.every((position, index) => position >= 0 && (index === 0 || position > positions[index - 1]!));
}

function oppositeOf(word: string): RegExp | null {
  const lower = word.toLowerCase();
  for (const [a, b] of OPPOSITE_PAIRS) {
    if (a.test(lower)) return b;
    if (b.test(lower)) return a;
  }
  return null;
}

/**
 * Whether a claim of the sentence says the statement with one word's opposite. `terms` are the statement's terms the judge
 * weighs (in order), `negated` whether the statement says "not"; `clauses` the sentence's claims (read-clauses.ts).
 */
export function judgeOppositeWord(statement: string, terms: readonly string[], negated: boolean, sentence: { text: string; offset: number; words: Word[] }, clauses: readonly Clause[]): boolean {
  const statementWords = findWords(statement);
  const sentenceLower = new Set(sentence.words.map((word) => word.text.toLowerCase()));
  for (const word of statementWords) {
    const opposite = oppositeOf(word.text);
    const term = termOf(word.text);
    if (!opposite || !term || sentenceLower.has(word.text.toLowerCase())) continue;
    const rest = terms.filter((other) => other !== term);
    if (rest.length < 2) continue;
    const found = clauses.some((clause) => {
      if (clause.rejected || clause.negated !== negated || clause.terms.includes(term)) return false;
      if (!rest.every((other) => clause.terms.includes(other))) return false;
      const own = findWords(sentence.text.slice(clause.start - sentence.offset, clause.end - sentence.offset));
      if (!own.some((other) => opposite.test(other.text.toLowerCase()))) return false;
      // "Everest is higher than K2" and "K2 is lower than Everest" say the same: a comparative turned round with the
      // two things compared swapped is the converse, not the opposite. Only the same order of the other terms contradicts.
      if (COMPARATIVE.test(word.text.toLowerCase())) return sameOrder(rest, own.map((other) => termOf(other.text)));
      return true;
    });
    if (found) return true;
  }
  return false;
}

/**
 * "The James Webb Space Telescope observes mainly in ultraviolet light" against "…; it observes mainly in infrared light" (s40):
 * one claim holds every other word of the statement, and where the statement puts one word before a noun the claim puts
 * another before the same noun — and the material speaks elsewhere of the statement's pair itself ("Hubble … can observe
 * ultraviolet light"), so the two are different things it tells apart, not two words for one. The statement's word stands
 * nowhere in the sentence, the sentence's word nowhere in the statement ("The Erie Canal was replaced by the New York State Barge
 * Canal" names both canals), and the "not"s agree.
 */
export function judgeSwappedModifier(statement: string, terms: readonly string[], negated: boolean, sentence: { text: string; offset: number; words: Word[] }, clauses: readonly Clause[], otherSentences: readonly string[]): boolean {
  const statementWords = findWords(statement);
  const sentenceLower = new Set(sentence.words.map((word) => word.text.toLowerCase()));
  return statementWords.some((word, i) => {
    const noun = statementWords[i + 1];
    const term = termOf(word.text);
    const nounTerm = noun ? termOf(noun.text) : null;
    if (!noun || !term || !nounTerm || /\d/.test(word.text) || sentenceLower.has(word.text.toLowerCase())) return false;
    if (!/^\s+$/.test(statement.slice(word.end, noun.start))) return false;
    const pair = new RegExp(`\\b${word.text.replace(/[^\p{L}-]/gu, '')}\\s+${noun.text.replace(/[^\p{L}-]/gu, '')}\\b`, 'iu');
    if (!otherSentences.some((other) => pair.test(other))) return false;
    const rest = terms.filter((other) => other !== term);
    if (rest.length < 2) return false;
    return clauses.some((clause) => {
      if (clause.rejected || clause.negated !== negated || clause.terms.includes(term) || !rest.every((other) => clause.terms.includes(other))) return false;
      const own = findWords(sentence.text.slice(clause.start - sentence.offset, clause.end - sentence.offset));
      return own.some((other, k) => {
        const next = own[k + 1];
        const otherTerm = termOf(other.text);
        return next !== undefined && termOf(next.text) === nounTerm && otherTerm !== null && otherTerm !== term && !terms.includes(otherTerm) && !/\d/.test(other.text) && /^\p{Lu}/u.test(other.text) === /^\p{Lu}/u.test(word.text);
      });
    });
  });
}
