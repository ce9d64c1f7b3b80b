import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { calculationChecked } from './solve-checked';

// The probability of one pick or one fair game, counted out: favourable outcomes over all outcomes.
// - Counted kinds of one thing ("6 blue pens, 4 black pens and 10 red pens … pick one at random … black"): the
//   kind's count over the total, or the rest over the total for "not black". Every number of the story is a count
//   of a kind, every count says the same thing, and the kind asked is one of them.
// - Equal outcomes numbered 1 to n (a spinner's "8 equal sections numbered 1 to 8", a fair die's 1 to 6): the numbers
//   that are greater than, less than, at least or at most k, or even or odd.
// - One fair coin flipped n times, every flip heads (or tails): (1/2)^n.
// Anything else (two picks, "with replacement", two dice, a kind not counted) and it refuses.

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export function readLooseProbability(story: Story): EmbeddedReading | null {
  const { ask } = story;
  if (!/\bprobability\b|\bchances?\b/.test(ask) || /\b(?:two|both|second|again|replace|replacement|without putting|in a row|then)\b|\band (?:then )?(?:a|another)\b/.test(ask)) return null;
  return readCoin(story) ?? readNumbered(story) ?? readKinds(story);
}

function answerOf(favourable: string, all: string, expected: number, explanation: string, meaning = 'the probability'): EmbeddedReading | null {
  return calculationChecked(`${favourable} / ${all}`, { rule: 'Count the outcomes', explanation }, meaning, expected);
}

function readKinds(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  // "pick one … at random", "draws a marble without looking": one pick.
  if (!/\b(?:pick|picks|picked|draw|draws|drawn|choose|chooses|chosen|select|selects|selected|take|takes|taken|grab|grabs|pull|pulls)\b/.test(text) || /\b(?:two|2) (?:of them|at random|at once|without)\b/.test(text)) return null;
  if (quantities.length < 2 || quantities.some((quantity) => quantity.money || quantity.percent || !Number.isInteger(quantity.value) || quantity.value < 0)) return null;
  // Each count: "<n> <kind> <noun>" with one noun for all ("6 blue pens, 4 black pens and 10 red pens"), or
  // "<n> <kind>" after the noun is said once ("5 red, 3 green and 4 yellow marbles").
  const counted = quantities.map((quantity) => ({ quantity, words: quantity.after.split(' ') }));
  const kinds = counted.map(({ words }) => words[0] ?? '');
  if (kinds.some((kind) => !/^[a-z]+$/.test(kind)) || new Set(kinds).size !== kinds.length) return null;
  const nouns = new Set(counted.map(({ words }) => (words[1] && /^[a-z]+$/.test(words[1]) && !/^(?:and|or)$/.test(words[1]) ? words[1].replace(/s$/, '') : '')).filter(Boolean));
  if (nouns.size !== 1) return null;
  const [noun] = [...nouns];
  // The kind asked: named once in the question, after "is"/"be"/"a"/"getting"; "not" asks for the rest.
  const named = kinds.filter((kind) => new RegExp(String.raw`\b${kind}\b`).test(ask));
  if (named.length !== 1) return null;
  const kind = named[0]!;
  // "a black pen", "it is black", "picking black": the kind as the thing picked, not "as black as".
  if (!new RegExp(String.raw`\b(?:is|be|a|an|getting|picking|drawing|choosing|selecting|one)\s+(?:not\s+)?${kind}\b|\bnot\s+${kind}\b`).test(ask)) return null;
  if (!new RegExp(String.raw`\b${noun}s?\b`).test(text)) return null;
  const not = new RegExp(String.raw`\bnot\s+(?:a\s+|an\s+)?${kind}\b|\bisn'?t\s+(?:a\s+|an\s+)?${kind}\b`).test(ask);
  if (!not && /\bnot\b|n't\b/.test(ask)) return null;
  const total = quantities.reduce((sum, quantity) => sum + quantity.value, 0);
  const mine = quantities[kinds.indexOf(kind)]!;
  const others = quantities.filter((quantity) => quantity !== mine);
  const all = `(${quantities.map((quantity: Quantity) => quantity.exact).join(' + ')})`;
  const favourable = not ? `(${others.map((quantity) => quantity.exact).join(' + ')})` : mine.exact;
  const expected = (not ? total - mine.value : mine.value) / total;
  return answerOf(favourable, all, expected, `Each ${noun} is as likely to be picked as any other: ${not ? `the ${noun}s that are not ${kind}` : `the ${kind} ${noun}s`} over all ${total}.`, `the probability that it is ${not ? 'not ' : ''}${kind}`);
}

function readNumbered(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  let n: number;
  let used: Quantity[];
  const numbered = /\bnumbered (?:from )?1 (?:to|through|-) (\d+)\b/.exec(text);
  if (numbered) {
    n = Number(numbered[1]);
    // "8 equal sections numbered 1 to 8": the count, if said, is the same n.
    used = quantities.filter((quantity) => quantity.at >= numbered.index && quantity.at < numbered.index + numbered[0].length);
    const count = quantities.filter((quantity) => !used.includes(quantity) && quantity.value === n && /^(?:equal |equally |same )?[a-z]+/.test(quantity.after) && quantity.at < numbered.index);
    used = [...used, ...count.slice(0, 1)];
    if (!/\bequal|\bfair\b|\bsame size\b|\bat random\b|\brandomly\b/.test(text)) return null;
  } else if (/\b(?:a|one) (?:fair |regular |standard |normal |six-sided |6-sided )*(?:die|number cube)\b/.test(text) && !/\bdice\b/.test(text)) {
    n = 6;
    used = [];
  } else return null;
  if (!Number.isInteger(n) || n < 2 || n > 100) return null;
  const rest = quantities.filter((quantity) => !used.includes(quantity));
  const condition = /\b(greater than|more than|bigger than|larger than|less than|smaller than|at least|at most|no more than|no less than) (\d+)\b|\b(even|odd)\b/.exec(ask);
  if (!condition || rest.length !== (condition[2] ? 1 : 0) || (condition[2] && rest[0]!.value !== Number(condition[2]))) return null;
  const k = Number(condition[2]);
  const tests: Record<string, (value: number) => boolean> = {
    'greater than': (v) => v > k, 'more than': (v) => v > k, 'bigger than': (v) => v > k, 'larger than': (v) => v > k,
    'less than': (v) => v < k, 'smaller than': (v) => v < k, 'at least': (v) => v >= k, 'no less than': (v) => v >= k,
    'at most': (v) => v <= k, 'no more than': (v) => v <= k, even: (v) => v % 2 === 0, odd: (v) => v % 2 === 1,
  };
  const test = tests[condition[1] ?? condition[3]!]!;
  const favourable = Array.from({ length: n }, (_, i) => i + 1).filter(test);
  if (favourable.length === 0) return null;
  return answerOf(String(favourable.length), String(n), favourable.length / n, `The ${n} outcomes 1 to ${n} are equally likely; ${favourable.length} of them (${favourable.join(', ')}) fit.`);
}

function readCoin(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const flips = /\b(?:flip|flips|flipped|toss|tosses|tossed) (?:a|one) (?:fair )?coin (\d+|two|three|four|five|six|seven|eight|nine|ten) times\b/.exec(text);
  if (!flips) return null;
  const n = COUNT_WORDS[flips[1]!] ?? Number(flips[1]);
  const side = /\b(heads|tails)\b/.exec(ask)?.[1];
  // "heads all three times", "heads every time", "all tails": every flip the same side.
  if (!side || !/\b(?:all|every|each)\b/.test(ask) || /\b(?:heads\b.*\btails|tails\b.*\bheads)\b/.test(ask)) return null;
  const extra = quantities.filter((quantity) => quantity.at !== flips.index + flips[0].indexOf(flips[1]!));
  if (extra.some((quantity) => quantity.value !== n) || !Number.isInteger(n) || n < 1 || n > 20) return null;
  return answerOf('1', `2^${n}`, 0.5 ** n, `Each flip is ${side} with probability 1/2, and the flips do not affect each other: multiply 1/2 by itself ${n} times.`);
}
