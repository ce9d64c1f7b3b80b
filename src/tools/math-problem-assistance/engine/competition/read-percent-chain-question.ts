import type { MathNode } from 'mathjs';
import { freeSymbols, parseMath } from '../math-text';
import type { CompetitionProblem } from './competition-problem';
import { numericValue, sameNumber } from './numeric-value';

// One quantity of a chain: a number or a piece of math in brackets, a percent when it ends with %.
const QUANTITY = '(?:-?\\d+(?:\\.\\d+)?|\\[[^\\[\\]]+\\])%?';
const CHAIN = `(${QUANTITY}(?: of ${QUANTITY})*)`;

interface Form {
  pattern: RegExp;
  combine: (values: string[]) => string;
  describe: string;
}

const FORMS: Form[] = [
  { pattern: new RegExp(`^(?:what is|find|compute|calculate) ${CHAIN}$`, 'u'), combine: ([a]) => a as string, describe: 'Take each part of the next one, left to right' },
  {
    pattern: new RegExp(`^(?:what is|find) the positive difference between ${CHAIN} and ${CHAIN}$`, 'u'),
    combine: ([a, b]) => `abs((${a}) - (${b}))`,
    describe: 'Work out each amount, then subtract the smaller from the larger',
  },
  { pattern: new RegExp(`^(?:what is|find) the sum of ${CHAIN} and ${CHAIN}$`, 'u'), combine: ([a, b]) => `(${a}) + (${b})`, describe: 'Work out each amount, then add them' },
];

/**
 * "What is 20% of 50% of 80?", "What is 50% of 1/3 of 36?", "the positive difference between 120% of 30
 * and 130% of 20": "of" multiplies, a percent is a number of hundredths. Only numbers take part (a letter
 * anywhere refuses); the value is checked by multiplying the numbers as read in floating point.
 */
export function readPercentChainQuestion(skeleton: string, math: string[], source: string): CompetitionProblem | null {
  if (!/%| of /u.test(skeleton + math.join(' '))) return null;
  const text = skeleton
    .replace(/\s*\bM(\d+)\b/gu, (_all, index: string) => {
      const piece = (math[Number(index)] ?? '').trim();
      return piece === '%' ? '%' : ` [${piece}]`;
    })
    .replace(/\[(-?\d+(?:\.\d+)?)\]/gu, '$1')
    .replace(/\[([^[\]]+?)\s*%\]/gu, '[$1]%')
    .trim();
  for (const form of FORMS) {
    const match = form.pattern.exec(text);
    if (!match) continue;
    const chains = match.slice(1).map((chain) => readChain(chain as string));
    if (chains.some((chain) => chain === null)) return null;
    const read = chains as Array<{ text: string; value: number }>;
    if (!match.slice(1).some((chain) => chain?.includes(' of '))) return null;
    const node = parseMath(form.combine(read.map((chain) => chain.text)));
    if (freeSymbols(node).length > 0) return null;
    const expected = form.combine(read.map((chain) => String(chain.value)));
    const expectedValue = numericValue(parseMath(expected));
    return {
      conditions: [],
      asked: [node],
      combine: 'agree',
      source,
      explain: { rule: '"Of" means times', explanation: `${form.describe}: a percent is that many hundredths, and "of" multiplies.` },
      check: ([value]) => value !== undefined && sameNumber(value, expectedValue),
    };
  }
  return null;
}

function readChain(chain: string): { text: string; value: number } | null {
  const parts = chain.split(' of ').map((part) => {
    const percent = part.endsWith('%');
    const inner = (percent ? part.slice(0, -1) : part).replace(/^\[(.*)\]$/u, '$1');
    let node: MathNode;
    try {
      node = parseMath(inner);
    } catch {
      return null;
    }
    const value = numericValue(node);
    if (freeSymbols(node).length > 0 || value === null) return null;
    return { text: percent ? `(${inner}) / 100` : `(${inner})`, value: percent ? value / 100 : value };
  });
  if (parts.some((part) => part === null)) return null;
  // "30 of 20" is no amount: every part but the last must be a percent or a fraction.
  const pieces = chain.split(' of ');
  if (pieces.slice(0, -1).some((piece) => !piece.endsWith('%') && !piece.includes('/'))) return null;
  const read = parts as Array<{ text: string; value: number }>;
  return { text: read.map((part) => `(${part.text})`).join(' * '), value: read.reduce((product, part) => product * part.value, 1) };
}
