import { type Issue } from '../types';
import { makeStyleIssue, runWriteGoodCheck } from './write-good-checks';

// write-good's list misses some of the most common business clichés.
const EXTRA_CLICHES = [
  'at the end of the day', 'think outside the box', 'low-hanging fruit', 'move the needle', 'touch base',
  'circle back', 'game changer', 'game-changer', 'paradigm shift', 'best of both worlds', 'in this day and age',
  'only time will tell', 'last but not least', 'the bottom line', 'win-win',
];
const EXTRA_PATTERN = new RegExp(`\\b(${EXTRA_CLICHES.map((c) => c.replace(/[-]/g, '\\-')).join('|')})\\b`, 'gi');

export function checkCliches(text: string): Issue[] {
  const found = runWriteGoodCheck(text, 'cliches');
  for (const match of text.matchAll(EXTRA_PATTERN)) {
    if (!found.some((f) => f.offset <= match.index && match.index < f.offset + f.length)) {
      found.push({ offset: match.index, length: match[0].length, phrase: match[0] });
    }
  }
  return found.map(({ offset, length, phrase }) =>
    makeStyleIssue(offset, length, 'cliche', `'${phrase}' is a cliché: say it plainly.`, [], 0.3),
  );
}
