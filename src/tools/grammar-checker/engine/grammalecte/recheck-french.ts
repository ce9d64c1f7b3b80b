import { checkIntlGrammar } from '../rules-intl/check-intl-grammar';
import { type Issue } from '../types';
import { checkWithGrammalecte } from './check-with-grammalecte';

/**
 * French sentences checked again by Grammalecte (one request, a line each) and by our French rules, offsets per
 * sentence (see dropCascadingFixes). Throws when Grammalecte does not answer: without it every fix of its own would
 * look withdrawn.
 */
export async function recheckFrench(sentences: string[]): Promise<Issue[][]> {
  const fromGrammalecte = await checkWithGrammalecte(sentences.join('\n'));
  if (!fromGrammalecte) throw new Error('Grammalecte did not answer the recheck');
  let start = 0;
  return sentences.map((sentence) => {
    const end = start + sentence.length;
    const inSentence = fromGrammalecte.filter((issue) => issue.offset >= start && issue.offset + issue.length <= end).map((issue) => ({ ...issue, offset: issue.offset - start }));
    start = end + 1;
    return [...checkIntlGrammar('fr', sentence), ...inSentence];
  });
}
