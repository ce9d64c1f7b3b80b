import { readUnit } from './loose/read-units';

// Whether "auto" should treat the text as a story rather than as math with a command in front of it
// ("solve 2x+3=7", "derivative of x^2 sin x", "find the roots of x^2 - 5x + 6").

/** Words that belong to a math command, not to a story. */
const MATH_WORDS = new Set(
  (
    'solve simplify simplified factor factorise factorize factorised factorized expand expanded evaluate compute calculate find work out ' +
    'what whats is are the of for with respect to and or by from at in on as if then let show me please give get steps step answer ' +
    'derivative derivatives differentiate integral integrals integrate antiderivative limit lim approaches tends goes infinity inf ' +
    'value values root roots zero zeros equation equations expression expressions sin cos tan sec csc cot log ln sqrt exp abs ' +
    'dx dy dt du pi frac cdot left right text sum terms simplest form real number numbers all which that such where when be its ' +
    'express common fraction decimal nearest tenth hundredth whole solution solutions system rewrite write this following ' +
    'both sides polynomial quadratic linear function functions true false'
  ).split(' '),
);

/**
 * A story has words: after dropping the math (LaTeX between dollar signs, formulas) and the words of
 * math commands, a word problem still has several ordinary words, or asks about a percent in words.
 */
export function looksLikeWordProblem(text: string): boolean {
  const prose = text
    // "$x^2+3$" is LaTeX; "$1,200 in a savings account … reach $1,410" is two amounts of money with prose between them.
    .replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$|\\\([\s\S]*?\\\)|\\\[[\s\S]*?\\\]/g, (span) => (/^\$\s?\d/.test(span) && /\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/i.test(span) ? span.replace(/\$/g, ' ') : ' '))
    .replace(/\\[a-zA-Z]+/g, ' ');
  const words = (prose.match(/[A-Za-z]{2,}/g) ?? []).map((w) => w.toLowerCase()).filter((w) => !MATH_WORDS.has(w));
  if (/\d\s*(%|percent\b|per cent\b)/i.test(prose) && !/=/.test(prose)) return true;
  // "35 is what percent of 140?", "by what percent": a percent asked in words, with no "%" typed.
  if (/\bwhat\s+(?:percent|percentage|per cent)\b|\b(?:percent|percentage)\s+(?:increase|decrease|change)\b/i.test(prose) && /\d/.test(prose) && !/=/.test(prose)) return true;
  if (words.length >= 4) return true;
  // "convert 2.75 km to meters": a conversion between two units of measure, few words but a story's task.
  const conversion = /\bconvert (?:\d[\d,]*(?:\.\d+)?|\.\d+) ?([a-z]+) (?:in)?to ([a-z]+)\b/i.exec(prose);
  if (conversion && readUnit(conversion[1]!) && readUnit(conversion[2]!)) return true;
  if (!/=/.test(prose) && /\d/.test(prose)) {
    // "Twice a number increased by 7 is 31": algebra said in words, few of them story words.
    if (/\b(?:a|the) (?:certain )?number\b/i.test(prose) && /\b(?:twice|increased|decreased|more than|less than|sum|product|difference|square|half|times|divided|plus|minus|third|quarter|fourth|fifth|multiplied|subtracted)\b/i.test(prose)) return true;
    // "Find the hypotenuse of a right triangle with legs 5 and 12", "the slope of the line through (2,3) and (5,11)".
    // "the sum of 3 consecutive integers is 72, whats the largest" (session 44): a run of integers is a story's task.
    if (/\bconsecutive\b/i.test(prose) && /\b(?:integers?|numbers?)\b/i.test(prose)) return true;
    if (/\b(?:hypotenuse|right triangle|right-angled triangle|circle|radius|diameter|circumference)\b/i.test(prose)) return true;
    if (/\b(?:slope|gradient|distance)\b/i.test(prose) && (prose.match(/\(\s*-?\d+(?:\.\d+)?\s*,\s*-?\d+(?:\.\d+)?\s*\)/g) ?? []).length === 2) return true;
  }
  // "The sum of 2 consecutive even numbers is 126. Find the smaller one.": three story words, a fact and then its question.
  return words.length >= 3 && /\d/.test(prose) && !/=/.test(prose) && /[.!]\s+(?:.*\?\s*$|(?:find|what|how)\b)/is.test(prose);
}
