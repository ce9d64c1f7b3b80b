import { calculationReading } from './build-reading';
import { MONEY, normalizeText, NUM, readMoney, readNumber } from './read-text';
import { formatNumber } from '../nodes/print-nodes';
import type { EmbeddedReading } from './word-problem-outcome';

// Percent questions of one sentence, each in a fixed wording: "What is 25% of 80?", "25% of 80 is
// what?", "What is 80 increased by 25%?", "30 is what percent of 120?", "25% of what number is 20?".

const PERCENT = String.raw`(${NUM})\s?(?:%|percent|per cent)`;
const AMOUNT = String.raw`(?:${MONEY}|(${NUM}))`;
const ASK = String.raw`(?:what is|what's|find|calculate|compute|work out)`;

function amountOf(match: RegExpMatchArray, first: number): number | null {
  return match[first] !== undefined || match[first + 1] !== undefined
    ? readMoney(match[first], match[first + 1])
    : readNumber(match[first + 2] ?? '');
}

function whole(pattern: string): RegExp {
  return new RegExp(String.raw`^${pattern}\s*[?.]?$`, 'i');
}

const PERCENT_OF = [whole(String.raw`${ASK} ${PERCENT} of ${AMOUNT}`), whole(String.raw`${PERCENT} of ${AMOUNT} is what(?: number| amount)?`)];
const CHANGED_BY = [
  whole(String.raw`${ASK} ${AMOUNT} (increased|decreased|reduced) by ${PERCENT}`),
  whole(String.raw`${AMOUNT} (increased|decreased|reduced) by ${PERCENT} is what(?: number| amount)?`),
];
const CHANGE_VERB = whole(String.raw`(increase|decrease|reduce) ${AMOUNT} by ${PERCENT}`);
const WHAT_PERCENT = [
  { pattern: whole(String.raw`${AMOUNT} is what (?:percent|percentage|per cent) of ${AMOUNT}`), partFirst: true },
  { pattern: whole(String.raw`what (?:percent|percentage|per cent) of ${AMOUNT} is ${AMOUNT}`), partFirst: false },
];
const WHOLE_FROM_PART = [
  { pattern: whole(String.raw`${PERCENT} of what(?: number| amount)? is ${AMOUNT}`), percentFirst: true },
  { pattern: whole(String.raw`${AMOUNT} is ${PERCENT} of what(?: number| amount)?`), percentFirst: false },
];

function percentOf(percent: number, amount: number): EmbeddedReading | null {
  const p = formatNumber(percent, 'ten-decimals');
  return calculationReading(
    `${p} / 100 * ${formatNumber(amount, 'ten-decimals')}`,
    { rule: 'Write the percent as a fraction', explanation: `${p}% means ${p} out of 100, and "of" means multiply.` },
    `${p}% of ${formatNumber(amount, 'ten-decimals')}`,
  );
}

function changedBy(amount: number, direction: string, percent: number): EmbeddedReading | null {
  const p = formatNumber(percent, 'ten-decimals');
  const up = direction.toLowerCase().startsWith('increase');
  const sign = up ? '+' : '-';
  return calculationReading(
    `${formatNumber(amount, 'ten-decimals')} * (1 ${sign} ${p} / 100)`,
    {
      rule: up ? 'Multiply by 1 plus the percent' : 'Multiply by 1 minus the percent',
      explanation: up
        ? `Increasing by ${p}% keeps all of it (100%) and adds ${p}% more, so multiply by 1 + ${p}/100.`
        : `Decreasing by ${p}% takes ${p}% away from all of it (100%), so multiply by 1 - ${p}/100.`,
    },
    `${formatNumber(amount, 'ten-decimals')} ${up ? 'increased' : 'decreased'} by ${p}%`,
  );
}

export function readPercentProblem(text: string): EmbeddedReading | null {
  const sentence = normalizeText(text);
  for (const pattern of PERCENT_OF) {
    const match = sentence.match(pattern);
    if (!match) continue;
    const percent = readNumber(match[1]!);
    const amount = amountOf(match, 2);
    return percent === null || amount === null ? null : percentOf(percent, amount);
  }
  for (const pattern of CHANGED_BY) {
    const match = sentence.match(pattern);
    if (!match) continue;
    const amount = amountOf(match, 1);
    const percent = readNumber(match[5]!);
    if (amount === null || percent === null) return null;
    // Decreasing by more than 100% leaves less than nothing: not an everyday question, so no answer.
    if (match[4]!.toLowerCase() !== 'increased' && percent > 100) return null;
    return changedBy(amount, match[4]!, percent);
  }
  const verb = sentence.match(CHANGE_VERB);
  if (verb) {
    const amount = amountOf(verb, 2);
    const percent = readNumber(verb[5]!);
    if (amount === null || percent === null) return null;
    if (verb[1]!.toLowerCase() !== 'increase' && percent > 100) return null;
    return changedBy(amount, `${verb[1]!}d`, percent);
  }
  for (const { pattern, partFirst } of WHAT_PERCENT) {
    const match = sentence.match(pattern);
    if (!match) continue;
    const a = amountOf(match, 1);
    const b = amountOf(match, 4);
    if (a === null || b === null) return null;
    const [part, total] = partFirst ? [a, b] : [b, a];
    if (total === 0) return null;
    return calculationReading(
      `${formatNumber(part, 'ten-decimals')} / ${formatNumber(total, 'ten-decimals')} * 100`,
      { rule: 'Divide the part by the whole', explanation: 'Divide the part by the whole, then multiply by 100 to turn the fraction into a percent.' },
      `the percent (${formatNumber(part, 'ten-decimals')} as a percent of ${formatNumber(total, 'ten-decimals')})`,
    );
  }
  for (const { pattern, percentFirst } of WHOLE_FROM_PART) {
    const match = sentence.match(pattern);
    if (!match) continue;
    const percent = readNumber(match[percentFirst ? 1 : 4]!);
    const part = amountOf(match, percentFirst ? 2 : 1);
    if (percent === null || part === null || percent === 0) return null;
    const p = formatNumber(percent, 'ten-decimals');
    return calculationReading(
      `${formatNumber(part, 'ten-decimals')} / (${p} / 100)`,
      {
        rule: 'Divide the part by the percent',
        explanation: `${p}% of the number is ${formatNumber(part, 'ten-decimals')}, so the number is ${formatNumber(part, 'ten-decimals')} divided by ${p}/100.`,
      },
      'the whole amount',
    );
  }
  return null;
}
