import { tagSentence } from './tag-sentence';

interface Span {
  text: string;
  start: number;
  end: number;
}

/** Between a doer and its verb: nothing, an adverb ("first", "later", "quickly"), one comma-bounded aside, or ", who". */
// Or ", who" opening a relative clause on the name ("…Mahatma Gandhi, who used the concept to establish…", s44).
const DOER_GAP = /^\s*(?:(?:first|later|then|also|\p{L}+ly)\s+)?$|^\s*,[^,;()]{1,160},\s*(?:(?:first|later|then|also|\p{L}+ly)\s+)?$|^\s*,\s*who\s+(?:(?:first|later|then|also|\p{L}+ly)\s+)?$/u;

/**
 * "Who found Pluto in 1930?" against "…a young observing assistant named Clyde Tombaugh, comparing photographs he made …, found
 * a faint object … far beyond the orbit of Neptune" (s41): of several names, the one the asked verb follows — right after it or
 * past one comma-bounded aside — did the act; a name after the verb is what it was done to. Only when exactly one name is that
 * doer; otherwise the names are left as they were (and the fact stays unsure).
 */
export function keepDoerOfAskedVerb<T extends Span>(candidates: T[], sentence: { text: string; offset: number }, verbLemma: string): T[] {
  if (candidates.length < 2) return candidates;
  const verbs = tagSentence(sentence.text, sentence.offset).filter((token) => token.pos === 'VERB' && token.lemma.toLowerCase() === verbLemma.toLowerCase());
  const doers = candidates.filter((candidate) => verbs.some((verb) => verb.start >= candidate.end && DOER_GAP.test(sentence.text.slice(candidate.end - sentence.offset, verb.start - sentence.offset))));
  return doers.length === 1 ? doers : candidates;
}
