import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Simple interest, any one of its parts asked: I = P·r·t (r a yearly percent, t in years, months as twelfths),
// and the amount at the end A = P + I. The story gives the others in any order: "the simple interest on $3,500
// at 4.2% per year for 5 years", "how many years will it take $600 to earn $90 in interest at 3% simple
// interest", "at what simple interest rate will $1,200 earn $216 in interest in 4 years", "a loan of $4,800 has
// simple interest of 7.5% per year; the total to pay back after 30 months". Each amount of money is the
// principal, the interest or the amount at the end by the words next to it; one equation in the asked letter,
// solved, put back, and the formula worked out again with the value found. Compounding, a rate per month, two
// amounts of one role, or a number with no role, and it refuses.

type Role = 'principal' | 'interest' | 'amount';

const INTEREST_BEFORE = /\b(?:interest of|earns?|earned|earning|makes?|made|pays?|paid|gains?|gained|charges?|charged)\s+(?:a total of\s+)?(?:only\s+)?\$\s?$/;
const INTEREST_AFTER = /^(?:in interest|of interest|interest|in simple interest)\b/;
const AMOUNT_BEFORE = /\b(?:(?:single|one|total|final|lump-sum|lump sum) payment of|grows? to|grew to|grown to|amounts? to|amounted to|total of|pay back|paid back|repays?|repaid|balance of|becomes?|became|worth|to reach|reaches|reached)\s+\$\s?$/;
const PRINCIPAL_BEFORE = /\b(?:on|of|invests?|invested|investing|deposits?|deposited|depositing|puts?|putting|borrows?|borrowed|lends?|lent|loan of|take|takes|took|for|will)\s+(?:a |an )?\$\s?$|^\$\s?$|\b(?:it take|will it take)\s+\$\s?$/;

function roleOf(story: Story, quantity: Quantity): Role | null {
  const before = story.text.slice(Math.max(0, quantity.at - 30), quantity.at + 1);
  if (INTEREST_BEFORE.test(before) || INTEREST_AFTER.test(quantity.after)) return 'interest';
  if (AMOUNT_BEFORE.test(before)) return 'amount';
  if (PRINCIPAL_BEFORE.test(before) || /^(?:is|was|are|were) (?:invested|deposited|borrowed|lent)\b|^(?:loan|to earn|earns?|in (?:the|a) (?:bank|account)|in a savings)\b/.test(quantity.after)) return 'principal';
  return null;
}

export function readLooseSimpleInterest(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bsimple\b/.test(text) || /\bcompound/.test(text) || /\b(?:per|a|each|every) month\b|\bmonthly\b|\bdaily\b|\bweekly\b/.test(text)) return null;
  const rates = quantities.filter((quantity) => quantity.percent);
  const times = quantities.filter((quantity) => !quantity.money && !quantity.percent && /^(?:years?|yrs?|months?)\b/.test(quantity.after));
  const money = quantities.filter((quantity) => quantity.money);
  if (rates.length > 1 || times.length > 1 || rates.length + times.length + money.length !== quantities.length) return null;
  const roles = new Map<Role, Quantity>();
  for (const quantity of money) {
    const role = roleOf(story, quantity);
    if (!role || roles.has(role)) return null;
    roles.set(role, quantity);
  }
  // What is asked, and the letter it gets.
  const asks: Array<[RegExp, 'rate' | 'time' | Role]> = [
    [/\bhow (?:many (?:years|yrs|months)|long)\b/, 'time'],
    [/\bwhat (?:annual |yearly )?(?:simple )?(?:interest )?rate\b|\bwhat percent\b|\bat what (?:annual |yearly )?rate\b/, 'rate'],
    [/\bhow much (?:simple )?interest\b|\bwhat (?:is|was|will be) the (?:simple )?interest\b|\b(?:simple )?interest (?:earned|owed|paid|charged)\b|\bwhats the (?:simple )?interest\b|\bwhat's the (?:simple )?interest\b|\b(?:find|calculate|work out|determine) the (?:simple )?interest\b(?! rate)/, 'interest'],
    [/\btotal\b|\bpay back\b|\brepay\b|\bbalance\b|\bhow much (?:money )?(?:will|would) (?:there )?be\b|\bin the account\b|\bamount (?:at the end|owed|due)\b|\bworth\b/, 'amount'],
    [/\bhow much (?:money )?(?:was|must be|should be|is|needs to be) (?:invested|deposited|borrowed|put)\b|\bhow much (?:money )?(?:do|does|did|would|will|should|must) (?:i|you|we|he|she|they|[a-z]+) (?:need to |have to )?(?:invest|deposit|put in)\b|\bprincipal\b/, 'principal'],
  ];
  const matched = asks.filter(([pattern]) => pattern.test(ask)).map(([, role]) => role);
  // "How many years will it take for her balance to reach $1,410?": the time asked, the balance its target.
  const found = matched.includes('time') && matched.length === 2 && matched.includes('amount') && /\b(?:reach|grow to|become|be worth|double)\b/.test(ask) ? ['time' as const] : matched;
  if (found.length !== 1) return null;
  const asked = found[0]!;
  const months = asked === 'time' ? /\bhow many months\b/.test(ask) : times[0] !== undefined && /^months?\b/.test(times[0].after);
  const known = {
    rate: rates[0],
    time: times[0],
    principal: roles.get('principal'),
    interest: roles.get('interest'),
    amount: roles.get('amount'),
  };
  // Exactly the others known: P, r and t, and one of I or A, less the one asked.
  if (known[asked] !== undefined) return null;
  const usesAmount = asked === 'amount' || known.amount !== undefined;
  if (usesAmount && known.interest !== undefined) return null;
  const needed: Array<keyof typeof known> = ['rate', 'time', 'principal', usesAmount ? 'amount' : 'interest'];
  if (needed.some((part) => part !== asked && known[part] === undefined)) return null;
  const value = (part: keyof typeof known, letter: string) => (part === asked ? letter : part === 'time' && months ? `${known.time!.exact} / 12` : known[part]!.exact);
  const [p, r, t] = [value('principal', 'p'), value('rate', 'r'), value('time', months ? 'm / 12' : 't')];
  // "i" and "e" are numbers to the CAS: the interest is I, the amount A.
  const letter = { time: months ? 'm' : 't', rate: 'r', principal: 'p', interest: 'I', amount: 'A' }[asked];
  const growth = `${p} * ${r} / 100 * ${t.includes('/') ? `(${t})` : t}`;
  const equation = usesAmount ? `${value('amount', 'A')} = ${p} + ${growth}` : `${value('interest', 'I')} = ${growth}`;
  const meaning = { time: months ? 'the time in months' : 'the time in years', rate: 'the yearly interest rate in percent', principal: 'the principal in dollars', interest: 'the interest in dollars', amount: 'the amount at the end in dollars' }[asked];
  const number = (part: keyof typeof known, values: Record<string, number>) => (part === asked ? values[letter]! : part === 'time' && months ? known.time!.value / 12 : known[part]!.value);
  return solveChecked(
    {
      equations: [equation],
      unknown: letter,
      letters: `${letter} = ${meaning} (simple interest: principal × rate × years${usesAmount ? ', added to the principal' : ''})`,
      meaning,
    },
    (values) => {
      const [P, R, T] = [number('principal', values), number('rate', values), asked === 'time' && months ? values[letter]! / 12 : number('time', values)];
      if (!(P > 0 && R > 0 && T > 0)) return false;
      const interest = (P * R * T) / 100;
      return usesAmount ? agrees(number('amount', values), P + interest) : agrees(number('interest', values), interest);
    },
  );
}
