import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// One person's age at one time, and the age asked at another (session 44): "In 8 years, Kim will be 30. How old was she 5
// years ago?" → now = 30 − 8, asked = now − 5. The fact is "in N years … will be A", "N years ago … was A" or "is A (now)";
// the question "how old will … be in M years", "how old was … M years ago" or "how old is … now". Exactly those numbers,
// one person (no second name, no "older", "twice", "sum"), and the two times worked out again; else it refuses.

const SECOND_PERSON = /\b(?:older|younger|twice|times|sum|together|combined|brother|sister|mom|dad|mother|father|son|daughter|friend|cousin|grand\w*|uncle|aunt|their|they|both)\b/;

type Shift = { years: number; exact: string } | 'now';

/** "in 8 years" (+8), "5 years ago" (−5), "now"/"today"/"currently"/"this year" (0). */
function shiftNear(text: string, quantities: Quantity[]): Array<{ quantity: Quantity; sign: 1 | -1 }> {
  return quantities.flatMap((quantity): Array<{ quantity: Quantity; sign: 1 | -1 }> => {
    if (!/^years?\b/.test(quantity.after)) return [];
    if (/^years? ago\b/.test(quantity.after)) return [{ quantity, sign: -1 }];
    if (/\b(?:in|after)\s+$/.test(text.slice(Math.max(0, quantity.at - 8), quantity.at)) || /^years? from now\b/.test(quantity.after)) return [{ quantity, sign: 1 }];
    return [];
  });
}

export function readLooseOneAge(story: Story): EmbeddedReading | null {
  const { text, ask, facts, quantities } = story;
  if (!/\bhow old\b|\bwhat (?:age|is (?:her|his) age)\b/.test(ask) || SECOND_PERSON.test(text)) return null;
  if (quantities.some((quantity) => quantity.money || quantity.percent || !Number.isInteger(quantity.value))) return null;
  const factShifts = shiftNear(facts, quantities.filter((quantity) => quantity.at < facts.length));
  const askStart = text.lastIndexOf(ask);
  const askShifts = shiftNear(text, quantities.filter((quantity) => quantity.at >= askStart));
  const ages = quantities.filter((quantity) => quantity.at < facts.length && !factShifts.some((shift) => shift.quantity === quantity));
  if (ages.length !== 1 || factShifts.length > 1 || askShifts.length > 1 || ages.length + factShifts.length + askShifts.length !== quantities.length) return null;
  const age = ages[0]!;
  // The age is said with "will be" after "in N years", "was" after "N years ago", "is"/"'s" with no shift.
  const verb = facts.slice(Math.max(0, age.at - 20), age.at);
  const factShift = factShifts[0];
  if (factShift?.sign === 1 ? !/\bwill be\s+$|\bturns?\s+$|\bwill turn\s+$/.test(verb) : factShift?.sign === -1 ? !/\bwas\s+$/.test(verb) : !/\b(?:is|'s|am|i'm|im)\s+(?:now\s+)?$|\bturned\s+$/.test(verb)) return null;
  const askShift = askShifts[0];
  if (askShift ? (askShift.sign === 1 ? !/\bwill\b/.test(ask) : !/\bwas\b/.test(ask)) : !/\b(?:is|now|today)\b/.test(ask)) return null;
  const shift: Shift = factShift ? { years: factShift.sign * factShift.quantity.value, exact: `${factShift.sign < 0 ? '-' : ''}${factShift.quantity.exact}` } : 'now';
  const nowValue = shift === 'now' ? age.value : age.value - shift.years;
  const askedValue = nowValue + (askShift ? askShift.sign * askShift.quantity.value : 0);
  const nowExpression = shift === 'now' ? age.exact : `${age.exact} - (${shift.exact})`;
  const askedExpression = askShift ? `n ${askShift.sign > 0 ? '+' : '-'} ${askShift.quantity.exact}` : 'n';
  if (!(nowValue > 0) || !(askedValue > 0)) return null;
  return solveChecked(
    {
      equations: [`n = ${nowExpression}`, `a = ${askedExpression}`],
      unknown: 'a',
      letters: `n = the age now, a = the age asked${askShift ? ` (${askShift.quantity.exact} years ${askShift.sign > 0 ? 'later' : 'earlier'})` : ''}`,
      meaning: `the age ${askShift ? (askShift.sign > 0 ? `in ${askShift.quantity.exact} years` : `${askShift.quantity.exact} years ago`) : 'now'}`,
    },
    ({ n, a }) => agrees(n!, nowValue) && agrees(a!, askedValue) && (shift === 'now' || agrees(n! + shift.years, age.value)),
  );
}
