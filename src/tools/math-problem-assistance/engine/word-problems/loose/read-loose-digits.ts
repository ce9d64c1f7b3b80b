import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { solveChecked } from './solve-checked';

// Two-digit number riddles: the number is 10t + u (t the tens digit, u the units digit), reversed 10u + t, and
// each fact is one linear equation in t and u: the digits' sum ("has digits that add up to 11"), their
// difference ("the tens digit is 3 more than the units digit"), a multiple ("the units digit is twice the tens
// digit"), or the reversed number against the original ("the new number is 27 more than the original"). Two
// facts, solved as a system; the digits must come out whole, t from 1 to 9 and u from 0 to 9, and the facts
// must hold for the number found, or it refuses.

const TENS = String.raw`(?:the )?tens(?: digit|-digit)?`;
const UNITS = String.raw`(?:the )?(?:units|ones|unit|one's|units')(?: digit|-digit)?`;
const DIGIT = String.raw`(${TENS}|${UNITS})`;
/** Hidden-quantity words this reader reads: "twice the tens digit". */
export const DIGITS_WORDS = /\b(?:twice|(?:two|three|four) times)(?= the (?:tens|units|ones))/g;

const letterOf = (phrase: string) => (/tens/.test(phrase) ? 't' : 'u');
const digit = (letter: string, t: number, u: number) => (letter === 't' ? t : u);

interface Fact {
  equation: string;
  holds: (t: number, u: number) => boolean;
  at: number;
}

function readFacts(text: string): Fact[] {
  const facts: Fact[] = [];
  const add = (equation: string, holds: Fact['holds'], at: number) => facts.push({ equation, holds, at });
  for (const m of text.matchAll(/\b(?:digits (?:that )?(?:add up to|sum to|add to|total)|sum of (?:its|the|their) (?:two )?digits(?: of (?:a|the|this) two[- ]digit number)? (?:is|equals|=)|digits have a sum of) (\d+)\b/g)) {
    const s = Number(m[1]);
    add(`t + u = ${s}`, (t, u) => t + u === s, m.index + m[0].lastIndexOf(m[1]!));
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b${DIGIT} is (\d+) (more|less|greater|fewer|smaller|bigger|larger) than ${DIGIT}\b`, 'g'))) {
    const [a, b, d] = [letterOf(m[1]!), letterOf(m[4]!), Number(m[2])];
    if (a === b) continue;
    const more = /more|greater|bigger|larger/.test(m[3]!);
    add(`${a} = ${b} ${more ? '+' : '-'} ${d}`, (t, u) => digit(a, t, u) === digit(b, t, u) + (more ? d : -d), m.index + m[0].indexOf(m[2]!));
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b${DIGIT} is (twice|two times|three times|four times) ${DIGIT}\b`, 'g'))) {
    const [a, b] = [letterOf(m[1]!), letterOf(m[3]!)];
    const k = m[2] === 'twice' || m[2] === 'two times' ? 2 : m[2] === 'three times' ? 3 : 4;
    if (a !== b) add(`${a} = ${k} * ${b}`, (t, u) => digit(a, t, u) === k * digit(b, t, u), -1);
  }
  // "When the digits are reversed, the new number is 27 more than the original number."
  const reversed = /\b(?:digits are reversed|reversing the digits|reverse the digits|digits are switched|digits are swapped|switch the digits|swap the digits)\b.*?\b(?:new number|result|it|that|reversed number|number) (?:is|gives|will be|becomes) (\d+) (more|less|greater|bigger|larger|smaller) than the (?:original|first|old) (?:number|one)?/.exec(text);
  if (reversed) {
    const d = Number(reversed[1]);
    const more = /more|greater|bigger|larger/.test(reversed[2]!);
    add(`10 * u + t = 10 * t + u ${more ? '+' : '-'} ${d}`, (t, u) => 10 * u + t === 10 * t + u + (more ? d : -d), reversed.index + reversed[0].indexOf(reversed[1]!));
  }
  return facts;
}

export function readLooseDigits(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\btwo[- ]digit number\b/.test(text) || !/^(?:what is|what's|whats|find|which is|determine) (?:the|this|that)? ?(?:original |two[- ]digit )?number\??$/.test(ask.trim().replace(/[.?!]+$/, ''))) return null;
  const facts = readFacts(text);
  if (facts.length !== 2) return null;
  // Every number a fact's: "two-digit" is a word, so each quantity must be a fact's own.
  const used = new Set(facts.map((fact) => fact.at).filter((at) => at >= 0));
  if (quantities.some((quantity) => !used.has(quantity.at))) return null;
  return solveChecked(
    {
      equations: [...facts.map((fact) => fact.equation), 'x = 10 * t + u'],
      unknown: 'x',
      letters: 't = the tens digit, u = the units digit, x = the number (10t + u; reversed, 10u + t)',
      meaning: 'the number',
      whole: true,
    },
    (values) => {
      const [t, u] = [values.t!, values.u!];
      return Number.isInteger(t) && Number.isInteger(u) && t >= 1 && t <= 9 && u >= 0 && u <= 9 && facts.every((fact) => fact.holds(t, u)) && values.x === 10 * t + u;
    },
  );
}
