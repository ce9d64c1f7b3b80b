import { type Issue } from '../types';
import { type Token, isPlainGap } from '../text/tokenize';
import { makeTokenIssue } from './make-issue';
import { describeTokens } from './pattern-rule';
import { NEGATORS } from './word-classes';

const RULE = 'double-negative';
const POSITIVE: Record<string, string> = { no: 'any', nothing: 'anything', nobody: 'anybody', nowhere: 'anywhere', none: 'any', noone: 'anyone' };
// "no longer", "no matter", "say no to", "no one": set phrases or a different construction.
// "don't even no it": a misspelt "know" before a pronoun or question word.
const NOT_DETERMINER = new Set('longer matter more less doubt one to and or sooner it when what that how why where who if whether about him her them me us you anything nothing'.split(' '));
const CLAUSE_BREAK = new Set('that because if when which who but and or so while although since until where'.split(' '));

/** "don't have no money" → "any", "didn't see nothing" → "anything": one negative per clause in standard English. */
export function checkDoubleNegative(text: string, tokens: Token[]): Issue[] {
  const { words } = describeTokens(text, tokens);
  const issues: Issue[] = [];
  words.forEach((word, index) => {
    if (!NEGATORS.has(word)) return;
    // The second negative within four words of the same clause, spaces only between them.
    for (let k = index + 1; k <= index + 4 && k < tokens.length; k++) {
      const token = tokens[k] as Token;
      if (!isPlainGap(text, tokens[k - 1] as Token, token)) return;
      const w = words[k] ?? '';
      if (CLAUSE_BREAK.has(w) || NEGATORS.has(w)) return;
      const positive = POSITIVE[w];
      if (!positive) continue;
      if (w === 'no' && (NOT_DETERMINER.has(words[k + 1] ?? '') || !tokens[k + 1] || !isPlainGap(text, token, tokens[k + 1] as Token))) return;
      // "not only ... no", "never no" are rare; "not nothing" (litotes) is a choice: only after a verb.
      if (k === index + 1 && word === 'not') return;
      issues.push(makeTokenIssue(token, positive, { rule: RULE, message: `Two negatives cancel out: after '${tokens[index]?.text}', use '${positive}'.`, confidence: 0.8 }));
      return;
    }
  });
  return issues;
}
