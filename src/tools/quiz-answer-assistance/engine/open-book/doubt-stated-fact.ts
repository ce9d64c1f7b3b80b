import escapeStringRegexp from 'escape-string-regexp';
import { doubtsAskedThing } from './doubt-asked-thing';

/**
 * Last checks on a stated fact before it is shown as sure. Each names a way a span can be picked from the
 * right sentence and still not be the answer; any doubt and the fact is dropped (the tool gives hints instead).
 */

const LEADING_WORDS = /^(?:the|a|an|it|its|they|their|he|his|she|her|this|these|that|those|in|on|at|by|for|from|during|when|while|after|before|today|there)$/i;
const PRONOUN_SUBJECT = /^(?:he|she|they|him|her|his|them|it)$/i;

export interface FactToCheck {
  kind: string;
  question: string;
  text: string;
  /** The sentence the answer is in, and where in it the answer starts. */
  sentence: string;
  at: number;
}

/** True when the span should not be answered as sure. */
export function doubtStatedFact(fact: FactToCheck): boolean {
  return isLoneLetter(fact.text) || cutsNameShort(fact) || ageOfAnotherEvent(fact) || measureOfAnotherSubject(fact) || surfaceHeightForDepth(fact) || missesAlsoKnownAs(fact) || pointsBackForReason(fact) || conditionOnlyCompared(fact) || cutsHyphenatedWord(fact) || saysOtherDirection(fact) || takesOtherSideOfContrast(fact) || namesAgentForNamesake(fact) || standsFarFromAskedName(fact) || repeatsThingNamed(fact) || actsOnOtherThing(fact) || doubtsAskedThing(fact);
}

/**
 * "Who is Neptune named after?" against "The name Neptune, after the Roman god of the sea, was proposed by Le Verrier" (s37):
 * the person after "by" gave the name; the namesake is the one after "after".
 */
function namesAgentForNamesake(fact: FactToCheck): boolean {
  return /\b(?:named|called)\s+(?:after|for)\b/i.test(fact.question) && /\bby\s+$/i.test(fact.sentence.slice(0, fact.at));
}

const ASKED_ACT = /^\s*who\s+(?:first\s+|\p{L}+ly\s+)?(\p{L}+)\s+(?:the\s+|a\s+|an\s+)?(\p{L}+)/iu;
const FUNCTION_WORD = /^(?:the|a|an|of|in|on|at|by|for|to|from|with|and|or|its|his|her|their)$/i;

/**
 * "Who first saw Titan?" against "Titan, first seen in 1655 by … Christiaan Huygens, was the first moon discovered after
 * Galileo saw the four large moons of Jupiter" (s42): the name right before the asked verb did that act to another thing (the
 * words after its verb never name the question's object, which the sentence names elsewhere), so it is not the one asked for.
 */
function actsOnOtherThing(fact: FactToCheck): boolean {
  const asked = ASKED_ACT.exec(fact.question);
  if (!asked) return false;
  const [, verb, object] = asked as unknown as [string, string, string];
  if (FUNCTION_WORD.test(object)) return false;
  const after = fact.sentence.slice(fact.at + fact.text.length);
  const act = /^\s+(?:first\s+|\p{L}+ly\s+)?(\p{L}+)\s+([^,;.]*)/u.exec(after);
  if (!act || act[1]!.toLowerCase() !== verb.toLowerCase()) return false;
  const named = new RegExp(`\\b${escapeStringRegexp(object)}`, 'iu');
  // "…the General Assembly elects the head of the Secretariat, the Secretary-General, for…" (s44): an appositive after the
  // object renames it, so the act is done to the asked thing after all.
  const rest = after.slice(act[0].length);
  const appositive = /^,\s*((?:the|a|an)\s+[^,;.]*)/iu.exec(rest)?.[1] ?? '';
  if (named.test(appositive)) return false;
  return !named.test(act[2]!) && named.test(fact.sentence.slice(0, fact.at) + rest);
}

/** Words between the answer and the noun a "name of the …" question asks about, beyond which the name is another thing's. */
const NAME_REACH_WORDS = 3;

/**
 * "What is the name of the inn?" against "…told mostly by Jim Hawkins, the son of the keeper of the Admiral Benbow inn" (s37):
 * a name is the inn's when it stands beside "inn" ("the Admiral Benbow inn", "the inn, the Admiral Benbow"), not words away.
 */
export function standsFarFromAskedName(fact: FactToCheck): boolean {
  const noun = /\bname\s+of\s+(?:the|his|her|its|their|this|that)\s+(\p{L}+)\s*\??\s*$/iu.exec(fact.question)?.[1];
  if (!noun) return false;
  const nounAt = [...fact.sentence.matchAll(new RegExp(`\\b${noun}\\b`, 'giu'))].map((match) => match.index);
  if (nounAt.length === 0) return false;
  const end = fact.at + fact.text.length;
  const wordsBetween = (from: number, to: number) => (fact.sentence.slice(from, to).match(/[\p{L}\p{N}]+/gu) ?? []).length;
  return nounAt.every((at) => (at >= end ? wordsBetween(end, at) : wordsBetween(at + noun.length, fact.at)) > NAME_REACH_WORDS);
}

/**
 * "What was the story first called?" against "Stevenson first called the story The Sea Cook" (s37): a span that opens on the
 * question's own noun ("story The Sea Cook") holds the thing named along with its name.
 */
function repeatsThingNamed(fact: FactToCheck): boolean {
  const first = /^(\p{Ll}+)\s+\p{Lu}/u.exec(fact.text)?.[1];
  return first !== undefined && !LEADING_WORDS.test(first) && new RegExp(`\\b${first}\\b`, 'i').test(fact.question);
}

/** "thirds" from "two-thirds", "Smith" from "Smith-Jones": a span that starts or ends inside a hyphenated word is only part of it. */
function cutsHyphenatedWord(fact: FactToCheck): boolean {
  const before = fact.sentence.slice(Math.max(0, fact.at - 2), fact.at);
  const after = fact.sentence.slice(fact.at + fact.text.length, fact.at + fact.text.length + 2);
  return /[\p{L}\p{N}]-$/u.test(before) || /^-[\p{L}\p{N}]/u.test(after);
}

/** Words that say a movement in (into a lake, a country, a room) or out of it. */
export const INWARD = /\b(?:into|inflows?|inwards?|enter(?:s|ed|ing)?|import(?:s|ed|ing)?|(?:flow|flows|flowed|flowing|come|comes|came|coming|bring|brings|brought|bringing|pour|pours|poured|pouring|run|runs|ran|running|drain|drains|drained|draining|let|lets|letting|move|moves|moved|moving)\s+in)\b/i;
export const OUTWARD = /\b(?:out\s+of|outflows?|outwards?|leav(?:e|es|ing)|exit(?:s|ed|ing)?|export(?:s|ed|ing)?|(?:flow|flows|flowed|flowing|come|comes|came|coming|bring|brings|brought|bringing|pour|pours|poured|pouring|run|runs|ran|running|drain|drains|drained|draining|let|lets|letting|move|moves|moved|moving|go|goes|went|going|send|sends|sent|sending|carry|carries|carried|carrying)\s+out)\b/i;

/**
 * "How many rivers flow out of Lake Baikal?" against "More than 300 rivers and streams flow into it": the question asks one
 * direction (out of, export, leave) and the part of the sentence that holds the answer says the other (into, import, enter).
 */
export function saysOtherDirection(fact: FactToCheck): boolean {
  const askedIn = INWARD.test(fact.question);
  const askedOut = OUTWARD.test(fact.question);
  if (askedIn === askedOut) return false;
  const part = partHolding(fact.sentence, fact.at, /[;:]/);
  const saysIn = INWARD.test(part);
  const saysOut = OUTWARD.test(part);
  return askedIn ? saysOut && !saysIn : saysIn && !saysOut;
}

const NEGATION = /\b(?:not|never|no|nor|cannot)\b|n['’]t\b/i;

/**
 * "What did Newton say he could not calculate?" against "he could calculate the motions of the stars but not the madness
 * of people": where the sentence sets a thing against another with "but not" or "not … but", a question with "not" asks
 * for the negated side and a question without it for the other. A span on the wrong side is no answer.
 */
function takesOtherSideOfContrast(fact: FactToCheck): boolean {
  const side = contrastSide(fact.sentence, fact.at, fact.text.length);
  if (side === null) return false;
  return NEGATION.test(fact.question) !== (side === 'negated');
}

/**
 * The thing a "but not" sets against the span, when the question asks with "not" and the span is the affirmed side: "he
 * could calculate the motions of the stars but not the madness of people" → "the madness of people" (offsets in the
 * sentence). Only a short noun phrase that ends the clause; anything longer is left to the doubt above.
 */
export function takeNegatedSide(question: string, sentence: string, at: number, length: number): { text: string; start: number; end: number } | null {
  if (!NEGATION.test(question) || contrastSide(sentence, at, length) !== 'affirmed') return null;
  const after = sentence.slice(at + length);
  const negated = /^[^;:,.]*?\bbut\s+not\s+((?:the|a|an|his|her|its|their)\s+[\p{L}'’ -]+?)\s*(?:[;:,.]|$)/iu.exec(after);
  const text = negated?.[1];
  if (!negated || !text || text.split(/\s+/).length > 6 || /\b(?:that|which|who|whom|because|when|while|if|and|or)\b/i.test(text)) return null;
  const start = at + length + negated[0].indexOf(text, negated[0].search(/\bbut\s+not\b/i));
  return { text, start, end: start + text.length };
}

/** Which side of a "but not" / "not … but" contrast the span at `at` lies on, or null when its clause sets up none. */
export function contrastSide(sentence: string, at: number, length: number): 'negated' | 'affirmed' | null {
  const part = partHolding(sentence, at, /[;:]/);
  const partStart = sentence.indexOf(part);
  const butNot = /\bbut\s+not\b/i.exec(part);
  if (butNot) return at - partStart >= butNot.index ? 'negated' : 'affirmed';
  const notBut = /\bnot\b[^;:]*?,?\s+but\b/i.exec(part);
  if (notBut) {
    const butAt = notBut.index + notBut[0].length;
    if (at + length - partStart <= butAt && at - partStart > notBut.index) return 'negated';
    if (at - partStart >= butAt) return 'affirmed';
  }
  return null;
}

/** "G", "A.", "J. R.": a letter or an initial is never an answer on its own. */
function isLoneLetter(text: string): boolean {
  return /^\s*(?:\p{L}\.?\s*)+$/u.test(text) && text.replace(/[\s.]/g, '').length <= 2;
}

/** "the Jacquard loom" answered as "Jacquard": a name used before a common noun is only part of what the sentence names. */
function cutsNameShort(fact: FactToCheck): boolean {
  // Only a span that is a name throughout ("Jacquard"); "Tamsen press" already holds its noun.
  if (!/^\p{Lu}\p{L}*(?:[\s-]+\p{Lu}\p{L}*)*$/u.test(fact.text.trim())) return false;
  const before = fact.sentence.slice(0, fact.at);
  const after = fact.sentence.slice(fact.at + fact.text.length);
  const next = /^\s+(\p{Ll}{3,})\b/u.exec(after)?.[1];
  // "During which dynasty…" → "Ming" from "the Ming dynasty": the noun after the name is the one the question asks for.
  if (!next || new RegExp(`\\b${escapeStringRegexp(stemOf(next))}`, 'i').test(fact.question)) return false;
  return /\b(?:the|a|an)\s+$/i.test(before) && !/^\s+(?:of|and|or|in|on|at|to|by|for|with|from|is|are|was|were|has|had|have|which|who|that)\b/i.test(after);
}

/**
 * "How old was Ada when her father died?" asks her age at his death. "Ada died … at the age of thirty-six, the same age at which
 * her father had died" gives her age at her own death: the part of the sentence that holds the age has the asked event's verb
 * but not the one it happened to.
 */
function ageOfAnotherEvent(fact: FactToCheck): boolean {
  if (fact.kind !== 'age') return false;
  const asked = /\bhow\s+old\s+(?:was|were|is|are|will)\s+(.+?)\s+when\s+(.+?)\s+(\p{L}+)\s*\??\s*$/iu.exec(fact.question);
  if (!asked) return false;
  const eventSubject = asked[2]!.split(/\s+/);
  const head = eventSubject[eventSubject.length - 1]!;
  // "How old was Mozart when he wrote…": the event is the person's own; the age beside it is his.
  if (eventSubject.length === 1 && PRONOUN_SUBJECT.test(head)) return false;
  const verb = asked[3]!.toLowerCase();
  const part = partHolding(fact.sentence, fact.at, /[,;:]/);
  const stem = verb.replace(/(?:ed|d|s)$/, '');
  const hasVerb = new RegExp(`\\b${escapeStringRegexp(stem)}\\p{L}*`, 'iu').test(part) || (verb === 'died' && /\bdied\b/i.test(part));
  return hasVerb && !new RegExp(`\\b${escapeStringRegexp(head)}`, 'i').test(part);
}

/**
 * "How long are the Alps?" from "the largest is the Aletsch Glacier in Switzerland, about 23 kilometres long": the measure
 * belongs to another named thing in its clause, and the question's subject is not there.
 */
function measureOfAnotherSubject(fact: FactToCheck): boolean {
  if (fact.kind !== 'measure') return false;
  const subject = /\bhow\s+(?:long|far|tall|high|deep|thick|wide|big|large|heavy)\s+(?:is|are|was|were)\s+(.+?)\s*\??\s*$/i.exec(fact.question)?.[1];
  if (!subject) return false;
  const subjectWords = subject.split(/\s+/).filter((word) => !LEADING_WORDS.test(word)).map((word) => word.toLowerCase());
  const start = Math.max(fact.sentence.lastIndexOf(';', fact.at), fact.sentence.lastIndexOf(':', fact.at)) + 1;
  const stretch = fact.sentence.slice(start, fact.at);
  // "Shaped like a long crescent, it stretches for…": a participle or adverb opening the sentence is capitalised, not a name.
  const opensOnParticiple = (match: RegExpMatchArray) => start === 0 && match.index === 0 && /\p{Ll}(?:ed|ing|ly)$/u.test(match[0]);
  const names = [...stretch.matchAll(/\b\p{Lu}\p{L}+/gu)].filter((match) => !opensOnParticiple(match)).map((match) => match[0]).filter((word) => !LEADING_WORDS.test(word));
  const holdsSubject = subjectWords.some((word) => new RegExp(`\\b${escapeStringRegexp(stemOf(word))}`, 'i').test(stretch));
  // "a strip of land about 16 kilometres wide, the Canal Zone," (s32): the subject named in apposition right after the measure.
  const after = fact.sentence.slice(fact.at + fact.text.length);
  const namedAfter = /^\s*(?:long|wide|high|tall|deep|thick|across)?\s*,\s*(?:the\s+)?([^,;:.]+)/i.exec(after)?.[1]?.toLowerCase() ?? '';
  const subjectAfter = subjectWords.length > 0 && subjectWords.every((word) => new RegExp(`\\b${escapeStringRegexp(stemOf(word))}`, 'i').test(namedAfter));
  return names.length > 0 && !holdsSubject && !subjectAfter;
}

/**
 * "How deep is the lake?" from "Its surface lies about 400 metres below sea level": how far a surface or shore sits below
 * (or above) the sea says where the water is, not how deep it goes. "Its deepest point lies 10,900 metres below sea level" does.
 */
function surfaceHeightForDepth(fact: FactToCheck): boolean {
  if (fact.kind !== 'measure' || !/\b(?:deep|depth)\b/i.test(fact.question)) return false;
  const after = fact.sentence.slice(fact.at + fact.text.length);
  if (!/^\s*(?:\p{L}+\s+){0,1}(?:below|under|beneath|above)\s+(?:the\s+)?(?:mean\s+)?sea[\s-]+level\b/iu.test(after)) return false;
  return /\b(?:surface|shores?|shoreline|coast|water\s+level|level\s+of\s+the\s+(?:lake|sea|water))\b/i.test(partHolding(fact.sentence, fact.at, /[;:]/));
}

/** "What is the larynx also known as?" is answered by what follows "the larynx, or …" / "the larynx (also called …)", nothing else. */
function missesAlsoKnownAs(fact: FactToCheck): boolean {
  const term = /\b(?:what|which)\s+(?:is|are|was|were)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s+(?:also|otherwise)\s+(?:known\s+as|called|named|termed)\s*\??\s*$/i.exec(fact.question)?.[1];
  if (!term) return false;
  const at = fact.sentence.toLowerCase().indexOf(term.toLowerCase());
  if (at < 0) return false;
  const between = fact.sentence.slice(at + term.length, fact.at);
  return !/^\s*(?:,|\()?\s*(?:or|also\s+(?:known\s+as|called|named|termed)|(?:commonly|often|sometimes|usually)\s+(?:known\s+as|called)|known\s+as|i\.e\.)?\s*(?:the\s+|a\s+|an\s+)?$/i.test(between) || between.trim() === '';
}

/**
 * "Why does the same side of the Moon always face us?" → "Because of this the same side always faces us": a reason that
 * points back ("because of this", "for this reason") says the reason is in what came before, not in the span.
 */
function pointsBackForReason(fact: FactToCheck): boolean {
  return /^\s*(?:because\s+of\s+(?:this|that|these|those|it|which)|for\s+(?:this|that|these)\s+reasons?|this\s+is\s+why|that\s+is\s+why|as\s+a\s+result)\b/i.test(fact.text);
}

/**
 * "How many boats used the canal in 2005?" against "Today about 5,000 boats use it each year, twice as many as in 2005":
 * the year or number the question asks about stands in the sentence only as what the answer is compared with ("as many
 * as in 2005", "than in 2005", "compared with 2005"), so the sentence's number is not the one asked for.
 */
function conditionOnlyCompared(fact: FactToCheck): boolean {
  const conditions = fact.question.match(/\b\d[\d,.]*\b/g) ?? [];
  return conditions.some((condition) => {
    const places = [...fact.sentence.matchAll(new RegExp(`\\b${escapeStringRegexp(condition)}\\b`, 'g'))].map((match) => match.index);
    if (places.length === 0) return false;
    return places.every((place) => COMPARED_BEFORE.test(fact.sentence.slice(Math.max(0, place - 40), place)));
  });
}

const COMPARED_BEFORE = /(?:\bas\s+(?:many|much|high|large|long|big|often|fast)?\s*as|\bthan|\bcompared\s+(?:with|to)|\bup\s+from|\bdown\s+from)\s+(?:(?:in|at|on|during|for|the|year|of)\s+){0,3}$/i;

function partHolding(sentence: string, at: number, breaks: RegExp): string {
  let start = at;
  while (start > 0 && !breaks.test(sentence[start - 1]!)) start -= 1;
  let end = at;
  while (end < sentence.length && !breaks.test(sentence[end]!)) end += 1;
  return sentence.slice(start, end);
}

function stemOf(word: string): string {
  return word.length > 4 ? word.replace(/(?:es|s)$/, '') : word;
}
