import { verbTermOf } from '../read/content-words';
import { sameActVerbs, samePhrasalActVerbs } from '../read/verb-paraphrases';
import { tagSentence } from './tag-sentence';

/**
 * "Who first saw the comet on its predicted return?" with the options Halley, Clairaut, Palitzsch, Newton (s38): the one
 * option the material links to the question was Clairaut, through "refined the prediction … the comet", and it was answered,
 * sure (0.96); the sentence says nothing of anyone seeing it ("Palitzsch spotted it" is another sentence, and another
 * verb). A "Who …?" question asks who did its act: the chosen option's sentence must say that act (its verb by lemma, or
 * the passage's word for it in verb-paraphrases.ts), or the choice is not shown as sure.
 */
const LIGHT_VERBS = new Set(['be', 'have', 'do', 'get', 'make', 'take', 'give', 'become']);

/** The question's act, as verb terms (its own and the passage's words for it), or null when it asks no act ("Who was…?"). */
export function readWhoAct(question: string): string[] | null {
  if (!/^\s*(?:who|whom)\b/i.test(question)) return null;
  // "Who first saw…": the tagger reads "saw" after "first" as a noun; the adverb says nothing of the act.
  const tokens = tagSentence(question.replace(/^(\s*(?:who|whom))\s+(?:first|later|also|finally|originally|actually|once|then)\b/i, '$1'), 0);
  const at = tokens.findIndex((token, i) => i > 0 && token.pos === 'VERB' && !LIGHT_VERBS.has(token.lemma.toLowerCase()));
  if (at < 0) return null;
  const verb = tokens[at]!;
  const lemmas = [verb.lemma, ...sameActVerbs(verb.lemma), ...samePhrasalActVerbs(verb.lemma, tokens[at + 1]?.text)];
  const terms = [verbTermOf(verb.text), ...lemmas.map((lemma) => verbTermOf(lemma))].filter((term): term is string => term !== null);
  return terms.length > 0 ? terms : null;
}

/** The chosen option's sentence does not say the act a "Who …?" question asks about. */
export function missesAskedAct(question: string, evidence: string | undefined): boolean {
  const act = readWhoAct(question);
  if (!act || evidence === undefined) return false;
  const said = tagSentence(evidence, 0).flatMap((token) => [verbTermOf(token.text), verbTermOf(token.lemma)]);
  return !act.some((term) => said.includes(term));
}
