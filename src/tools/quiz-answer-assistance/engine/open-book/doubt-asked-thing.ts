/**
 * Checks on a stated fact whose span is the asked thing itself, a word cut from its phrase, or a count of a narrower set
 * (s44). Each is true when the fact should not be shown as sure; the tool then gives hints.
 */
export interface FactInSentence {
  question: string;
  text: string;
  sentence: string;
  at: number;
}

// Only words that narrow a set in time or state; "six new looms" still counts the looms.
const QUALIFIERS = /^\s+(ongoing|current|active|remaining|surviving|existing|living)\b/i;

/** True when the span should not be answered as sure. */
export function doubtsAskedThing(fact: FactInSentence): boolean {
  const before = fact.sentence.slice(0, fact.at);
  const after = fact.sentence.slice(fact.at + fact.text.length);
  return namesAskedThingItself(fact.question, after) || cutsBeforeParticiple(fact.text, after) || countsNarrowerSet(fact.question, after) || takesOwnersPlaceForKind(fact.question, fact.text, before);
}

/**
 * "What established the League of Nations?" against "…the Treaty of Versailles … established a global IGO called the League of
 * Nations" (was "IGO"): the span is what the question's own name is given to ("called the League of Nations"), not its doer.
 */
export function namesAskedThingItself(question: string, after: string): boolean {
  const named = /^\s*,?\s*(?:called|named|known\s+as)\s+(?:the\s+)?((?:[\p{L}'-]+\s*){1,3})/u.exec(after)?.[1];
  if (!named) return false;
  const asked = new Set(question.toLowerCase().split(/[^\p{L}'-]+/u));
  return named.trim().split(/\s+/).every((word) => asked.has(word.toLowerCase()));
}

/**
 * "What does Socrates compare his method of questioning to?" against "…to the role taken by a midwife during childbirth" (was
 * "role"): one bare noun cut before the participle and "by" that say which one it is.
 */
export function cutsBeforeParticiple(text: string, after: string): boolean {
  return /^\s*(?:(?:the|a|an)\s+)?\p{Ll}+\s*$/u.test(text) && /^\s+\p{L}+(?:ed|en|wn)\s+by\b/u.test(after);
}

/**
 * "How many peacekeeping missions has the UN had in total?" against "…there were approximately a dozen ongoing UN peacekeeping
 * missions" (was "a dozen", not stated): the number counts a narrower set ("ongoing") than the question asks.
 */
export function countsNarrowerSet(question: string, after: string): boolean {
  if (!/\bhow\s+many\b/i.test(question)) return false;
  const qualifier = QUALIFIERS.exec(after)?.[1]?.toLowerCase();
  return qualifier !== undefined && !new RegExp(`\\b${qualifier}\\b`, 'i').test(question);
}

/**
 * "In which dialogue does Socrates argue that the soul is immortal?" against "…in the Phaedo, where Socrates …, arguing in his
 * jail cell …" (was "jail cell"): an "in which <kind>" question answered by someone's own place ("his jail cell"), a common
 * noun, not a name of the asked kind.
 */
export function takesOwnersPlaceForKind(question: string, text: string, before: string): boolean {
  const kind = /^\s*(?:in|at|on)\s+(?:which|what)\s+(\p{L}+)/iu.exec(question)?.[1];
  // A name or title after the owner ("his Memorabilia") is the kind asked; only a common noun ("his jail cell") is doubted.
  return kind !== undefined && /^\s*\p{Ll}[\p{Ll}\s-]*$/u.test(text) && /\b(?:his|her|their)\s+$/i.test(before);
}
