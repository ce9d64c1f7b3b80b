import type { TaggedToken } from './tag-sentence';

/**
 * "What god did Chinggis Khan worship?" (s41): the tagger reads a question's last word after a name as a noun ("Khan
 * worship"), so the question had no verb to look for. After "did/does/do" and its subject, a question that has no verb of its
 * own ends on one: that last word, tagged a noun, is read as the verb it is (its dictionary form is the word itself).
 */
export function retagQuestionVerb(tokens: TaggedToken[]): TaggedToken[] {
  const aux = tokens.findIndex((token) => token.pos === 'AUX' && /^(?:did|does|do)$/i.test(token.text));
  if (aux < 1 || !/^(?:what|which)$/i.test(tokens[0]?.text ?? '')) return tokens;
  const end = tokens[tokens.length - 1]?.text === '?' ? tokens.length - 2 : tokens.length - 1;
  const last = tokens[end];
  if (!last || last.pos !== 'NOUN' || end <= aux + 1 || tokens.slice(aux + 1).some((token) => token.pos === 'VERB')) return tokens;
  // The subject between: a name or a noun phrase, nothing else ("What did the farmer plant?", "What god did Chinggis Khan worship?").
  if (!tokens.slice(aux + 1, end).every((token) => ['PROPN', 'NOUN', 'DET', 'ADJ', 'PRON'].includes(token.pos))) return tokens;
  return tokens.map((token, i) => (i === end ? { ...token, pos: 'VERB', lemma: token.text.toLowerCase() } : token));
}
