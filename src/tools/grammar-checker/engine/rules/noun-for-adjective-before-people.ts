import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { locateTaggedWord } from './tag-words';
import { describeTokens } from './pattern-rule';
import { matchCase } from './make-issue';

/*
 * "such creative and passion people" → "passionate people": a quality noun stands where the adjective
 * describing people belongs. Only right after a degree word or after "and" that joins an adjective (as the
 * tagger reads it), and before a word for people that ends the phrase, so "the energy and passion people
 * bring" (a noun before a relative clause) stays.
 */
const ADJECTIVE_OF: Record<string, string> = {
  passion: 'passionate', ambition: 'ambitious', confidence: 'confident', patience: 'patient', creativity: 'creative',
  independence: 'independent', responsibility: 'responsible', success: 'successful', talent: 'talented',
  energy: 'energetic', enthusiasm: 'enthusiastic', honesty: 'honest', kindness: 'kind', intelligence: 'intelligent',
};
const PEOPLE = /^(people|person|students|student|teachers|teacher|colleagues|volunteers|individuals|individual|players|workers|worker|leaders|leader|staff|team|classmates|friends|man|woman|men|women)$/;
const DEGREE = /^(very|so|such|really|extremely|quite|truly|incredibly|highly)$/;
const PHRASE_END = /^\s*([.,;!?]|$)|^\s+(who|in|at|from|with|like|and|to|on|for|i|we|of)\b/i;

export function checkNounForAdjectiveBeforePeople(text: string, tokens: Token[]): Issue[] {
  const { words, joined } = describeTokens(text, tokens);
  const issues: Issue[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    const adjective = ADJECTIVE_OF[words[i] ?? ''];
    if (!adjective || !joined[i] || !joined[i + 1] || !PEOPLE.test(words[i + 1] ?? '')) continue;
    const before = words[i - 1] ?? '';
    const afterAdjective = before === 'and' && i >= 2 && joined[i - 1] && isTaggedAdjective(text, tokens[i - 2] as Token);
    if (!DEGREE.test(before) && !afterAdjective) continue;
    if (!PHRASE_END.test(text.slice((tokens[i + 1] as Token).end))) continue;
    const token = tokens[i] as Token;
    issues.push({
      offset: token.start, length: token.end - token.start,
      message: `People are described with the adjective: '${adjective} ${words[i + 1]}'.`,
      category: 'grammar', rule: 'word-form/noun-for-adjective', replacements: [matchCase(token.text, adjective)], confidence: 0.8, source: 'rule',
    });
  }
  return issues;
}

function isTaggedAdjective(text: string, token: Token): boolean {
  const found = locateTaggedWord(text, token.start);
  return found?.words[found.at]?.pos === 'ADJ';
}
