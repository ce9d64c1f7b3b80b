import { type Issue } from '../types';
import { matchCase } from '../rules/make-issue';
import { makeStyleIssue, runWriteGoodCheck } from './write-good-checks';

// Wordy phrase → plain replacement. Our own list, because write-good says "wordy" without a fix.
const PLAIN: Record<string, string> = {
  'in order to': 'to',
  'due to the fact that': 'because',
  'owing to the fact that': 'because',
  'in spite of the fact that': 'although',
  'despite the fact that': 'although',
  'at this point in time': 'now',
  'at the present time': 'now',
  'in the event that': 'if',
  'for the purpose of': 'to',
  'with regard to': 'about',
  'with respect to': 'about',
  'in regard to': 'about',
  'in the near future': 'soon',
  'a large number of': 'many',
  'a majority of': 'most',
  'has the ability to': 'can',
  'have the ability to': 'can',
  'is able to': 'can',
  'are able to': 'can',
  'in close proximity to': 'near',
  'prior to': 'before',
  'subsequent to': 'after',
  'make a decision': 'decide',
  'come to a conclusion': 'conclude',
  'give consideration to': 'consider',
  'take into consideration': 'consider',
  'until such time as': 'until',
  'each and every': 'every',
  'first and foremost': 'first',
  'utilize': 'use',
  'utilizes': 'uses',
  'utilization': 'use',
  'commence': 'begin',
  'facilitate': 'help',
  'in excess of': 'more than',
  'the majority of': 'most',
  'in a timely manner': 'promptly',
};
const PATTERN = new RegExp(`\\b(${Object.keys(PLAIN).join('|')})\\b`, 'gi');
// write-good flags these as wordy, but they are ordinary English and the noise drowns real hints.
const IGNORED = new Set(['it is', 'there is', 'there are', 'it was', 'there was', 'there were', 'very']);

export function checkWordiness(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const replacement = PLAIN[match[0].toLowerCase()] ?? '';
    issues.push(
      makeStyleIssue(match.index, match[0].length, 'wordiness', `'${match[0]}' is wordy: '${replacement}' says the same.`, [
        matchCase(match[0], replacement),
      ], 0.5),
    );
  }
  for (const { offset, length, phrase } of runWriteGoodCheck(text, 'tooWordy')) {
    if (IGNORED.has(phrase.toLowerCase())) continue;
    if (issues.some((i) => offset < i.offset + i.length && i.offset < offset + length)) continue;
    issues.push(makeStyleIssue(offset, length, 'wordiness', `'${phrase}' may be wordy or unneeded.`, [], 0.3));
  }
  return issues;
}
