import { solveSetup } from '../read-school-problem';
import { readNumber } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { translatePhrase } from './read-loose-number-sentence';
import type { Story } from './read-story';

// A number put through operations in turn, the way "think of a number" puzzles are told: "When 6 is subtracted
// from a number and the result is multiplied by 3, the answer is 27", "A number is doubled and then 15 is added.
// The result is the same as five times the number." Each step acts on what the step before left; a step that is
// not one of these, or a final clause that does not say what the result is, and the story is not read.

/** What the steps act on: the number itself at first, then the running result. */
const SUBJECT = String.raw`(?:a number|the number|a certain number|the result|this result|that|it|this)`;
const AMOUNT = String.raw`(\d+(?:\.\d+)?|[a-z]+)`;

type Step = (value: string) => string;

const STEPS: Array<{ pattern: RegExp; apply: (m: RegExpMatchArray) => Step | null }> = [
  { pattern: new RegExp(String.raw`^${AMOUNT} is (?:subtracted|taken away)(?: from ${SUBJECT})?$`), apply: (m) => withAmount(m[1]!, (a) => (v) => `(${v}) - ${a}`) },
  { pattern: new RegExp(String.raw`^${AMOUNT} is added(?: to ${SUBJECT})?$`), apply: (m) => withAmount(m[1]!, (a) => (v) => `(${v}) + ${a}`) },
  // "…and then decreased by 6": the subject of a later step may be left out.
  { pattern: new RegExp(String.raw`^(?:${SUBJECT} is )?(increased|decreased|reduced|multiplied|divided) by ${AMOUNT}$`), apply: (m) => withAmount(m[2]!, (a) => OPERATIONS[m[1]!]!(a)) },
  { pattern: new RegExp(String.raw`^(?:${SUBJECT} is )?(doubled|tripled|halved|squared|cubed)$`), apply: (m) => SINGLE_WORD[m[1]!]! },
  // Said as things to do: "multiply a number by 6", "subtract 11", "add 4 to it", "divide the result by 2".
  // ("divide" reaches here as "divided": fix-spelling.ts takes it for a slip of the keyword.)
  { pattern: new RegExp(String.raw`^(?:you )?(multiply|divided?) ${SUBJECT} by ${AMOUNT}$`), apply: (m) => withAmount(m[2]!, (a) => OPERATIONS[m[1] === 'multiply' ? 'multiplied' : 'divided']!(a)) },
  { pattern: new RegExp(String.raw`^(?:you )?(?:subtract|take away) ${AMOUNT}(?: from ${SUBJECT})?$`), apply: (m) => withAmount(m[1]!, (a) => (v) => `(${v}) - ${a}`) },
  { pattern: new RegExp(String.raw`^(?:you )?add ${AMOUNT}(?: to ${SUBJECT})?$`), apply: (m) => withAmount(m[1]!, (a) => (v) => `(${v}) + ${a}`) },
];

const OPERATIONS: Record<string, (amount: string) => Step> = {
  increased: (a) => (v) => `(${v}) + ${a}`,
  decreased: (a) => (v) => `(${v}) - ${a}`,
  reduced: (a) => (v) => `(${v}) - ${a}`,
  multiplied: (a) => (v) => `(${v}) * ${a}`,
  divided: (a) => (v) => `(${v}) / ${a}`,
};
const SINGLE_WORD: Record<string, Step> = {
  doubled: (v) => `2 * (${v})`,
  tripled: (v) => `3 * (${v})`,
  halved: (v) => `(${v}) / 2`,
  squared: (v) => `(${v})^2`,
  cubed: (v) => `(${v})^3`,
};

function withAmount(word: string, make: (amount: string) => Step): Step | null {
  const amount = readNumber(word);
  return amount === null ? null : make(String(amount));
}

/** Hidden-quantity words this reader reads itself (read-text.ts refuses them elsewhere). */
export const OPERATION_CHAIN_WORDS = /\b(?:doubled|tripled|halved|twice|half|(?:\d+|two|three|four|five|six|seven|eight|nine|ten) times)\b/g;

export function readLooseOperationChain(story: Story): EmbeddedReading | null {
  const { facts, ask } = story;
  if (!/^(?:what is|what's|whats|find|which is|determine) (?:the|this|that)? ?(?:original )?number\??$/.test(ask.trim().replace(/[.?!]+$/, ''))) return null;
  const clauses = facts
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/^(?:if |when )/, '')
    // "…subtract 11 you get 49": the result said with no comma before it.
    .replace(/(?<![,;.!?]|\band|\bthen)\s+(?=(?:you get|you will get|you'll get|you end up with|the result is|the answer is)\b)/g, ', ')
    .split(/\.\s+|,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?/)
    .map((clause) => clause.trim().replace(/^(?:then|next|after that) /, ''))
    .filter(Boolean);
  const last = clauses.pop()?.match(/^(?:the (?:answer|result|final result)|you get|you will get|you'll get|you end up with|this gives|that gives|it gives)(?: is| will be)?(?: the same as| equal to| equals)? (.+)$/);
  if (!last || clauses.length < 2) return null;
  // The first step must start from the number itself.
  if (!/\b(?:a number|the number|a certain number)\b/.test(clauses[0]!)) return null;
  let value = 'n';
  for (const clause of clauses) {
    const step = STEPS.map(({ pattern, apply }) => {
      const m = clause.match(pattern);
      return m ? apply(m) : undefined;
    }).find((found) => found !== undefined);
    if (!step) return null;
    value = step(value);
  }
  const result = translatePhrase(last[1]!);
  if (!result) return null;
  const reading = solveSetup({ equations: [`${value} = ${result}`], unknown: 'n', letters: 'n = the number', meaning: 'the number' });
  // A square or a cube has more than one number: leave those to the student.
  return reading && !/\^/.test(value) ? reading : null;
}
