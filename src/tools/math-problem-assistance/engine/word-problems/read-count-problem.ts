import { calculationReading } from './build-reading';
import { nounKey, NUM, readMoney, readNumber, splitSentences } from './read-text';
import { formatNumber } from '../nodes/print-nodes';
import type { EmbeddedReading } from './word-problem-outcome';

// Counting stories about one kind of thing: people have some, get more, give or use some up, and the
// question asks how many one of them has, how many they have together, or how many more one has.
// "Tom has 5 apples and buys 7 more. How many apples does he have now?" → 5 + 7.
// Every clause must match a pattern and name the same thing, or there is no answer.

const NAME = '[A-Z][a-z]+';
const STOP = '(?:to|with|away|more|and|of|for|on|at|in|each|than|left|now|then|from|his|her|their|them|it)';
const WORD = String.raw`(?!${STOP}\b)[a-z]+`;
const NOUN = String.raw`${WORD}(?: ${WORD}){0,2}`;
const WHO = `(?:(?<who>${NAME}|he|she) )?`;

const HAVE = ['has', 'had', 'owns', 'owned'];
const GAIN = [
  'buys', 'bought', 'gets', 'got', 'finds', 'found', 'receives', 'received', 'picks', 'picked', 'collects', 'collected',
  'earns', 'earned', 'wins', 'won', 'is given', 'was given', 'makes', 'made', 'catches', 'caught', 'saves', 'saved',
];
const LOSE = [
  'gives away', 'gave away', 'gives', 'gave', 'eats', 'ate', 'loses', 'lost', 'sells', 'sold', 'spends', 'spent', 'uses', 'used',
  'drops', 'dropped', 'breaks', 'broke', 'throws away', 'threw away', 'donates', 'donated',
];
const AMOUNT = String.raw`(?:\$ ?(?<dollars>${NUM})|(?<dollarWords>${NUM}) dollars?|(?<count>${NUM}))`;

const CLAUSES: Array<{ kind: 'have' | 'gain' | 'lose'; pattern: RegExp }> = [
  { kind: 'have', pattern: String.raw`${WHO}(?:${HAVE.join('|')}) ${AMOUNT}(?: (?<noun>${NOUN}))?` },
  { kind: 'gain', pattern: String.raw`${WHO}(?:${GAIN.join('|')}) ${AMOUNT}(?<more> more)?(?: (?<noun>${NOUN}))?` },
  {
    kind: 'lose',
    pattern: String.raw`${WHO}(?:${LOSE.join('|')}) ${AMOUNT}(?: of them| of (?:his|her|the) (?<ofNoun>${NOUN})| (?<noun>${NOUN}))?(?: (?:to|with) (?<to>${NAME}|(?:his|her|a) ${WORD}))?(?: on (?:a |an |the |some )?${WORD}(?: ${WORD})?)?(?: away)?`,
  },
].map(({ kind, pattern }) => ({ kind: kind as 'have' | 'gain' | 'lose', pattern: new RegExp(`^${pattern}$`) }));

const LEFT = '(?: now| left| in all| altogether| in total| at the end| then| after that)?';
const TOGETHER = '(?: altogether| in total| together| in all| combined)';
const QUESTIONS: Array<{ kind: 'one' | 'together' | 'more' | 'fewer'; pattern: RegExp }> = [
  { kind: 'one', pattern: String.raw`how many (?<noun>${NOUN}) (?:does|did|will) (?<who>${NAME}|he|she) have${LEFT}` },
  { kind: 'one', pattern: String.raw`how much (?<noun>money) (?:does|did|will) (?<who>${NAME}|he|she) have${LEFT}` },
  { kind: 'together', pattern: String.raw`how many (?<noun>${NOUN}) (?:do|did|will) (?:they|(?<a>${NAME}) and (?<b>${NAME})) have${TOGETHER}` },
  { kind: 'together', pattern: String.raw`how much (?<noun>money) (?:do|did|will) (?:they|(?<a>${NAME}) and (?<b>${NAME})) have${TOGETHER}` },
  { kind: 'more', pattern: String.raw`how many more (?<noun>${NOUN}) (?:does|did) (?<a>${NAME}) have than (?<b>${NAME})` },
  { kind: 'fewer', pattern: String.raw`how many (?:fewer|less) (?<noun>${NOUN}) (?:does|did) (?<a>${NAME}) have than (?<b>${NAME})` },
  { kind: 'more', pattern: String.raw`how much more (?<noun>money) (?:does|did) (?<a>${NAME}) have than (?<b>${NAME})` },
].map(({ kind, pattern }) => ({ kind: kind as 'one' | 'together' | 'more' | 'fewer', pattern: new RegExp(`^${pattern}$`) }));

interface Holding {
  /** The running calculation for this person, e.g. "5 + 7 - 3". */
  terms: string[];
  value: number;
}

class Story {
  readonly owners = new Map<string, Holding>();
  noun: string | undefined;
  last: string | undefined;

  /** Every clause names the same kind of thing ("apples", money); a second kind means no answer. */
  agree(noun: string | undefined): boolean {
    if (noun === undefined) return true;
    const key = nounKey(noun);
    if (this.noun === undefined) this.noun = key;
    return this.noun === key;
  }

  /** He/she is the one person of the story; with two people, only names are clear. */
  resolve(who: string | undefined): string | null {
    if (who === undefined) return this.last ?? null;
    if (who === 'he' || who === 'she') return this.owners.size === 1 ? [...this.owners.keys()][0]! : null;
    return who;
  }
}

function firstWordLowered(sentence: string): string {
  return sentence.replace(/^(He|She|They|How|Then|What) /, (word) => word.toLowerCase());
}

function amountOf(groups: Record<string, string | undefined>): { value: number; noun?: string } | null {
  if (groups.count !== undefined) {
    const value = readNumber(groups.count);
    return value === null ? null : { value, ...(groups.noun ?? groups.ofNoun ? { noun: groups.noun ?? groups.ofNoun } : {}) };
  }
  const value = readMoney(groups.dollars, groups.dollarWords);
  // "$20 worth of apples" and the like are not counting stories: money stands alone.
  if (value === null || groups.noun !== undefined || groups.ofNoun !== undefined) return null;
  return { value, noun: 'money' };
}

function applyClause(story: Story, kind: 'have' | 'gain' | 'lose', groups: Record<string, string | undefined>): boolean {
  const amount = amountOf(groups);
  if (!amount) return false;
  const who = story.resolve(groups.who);
  if (!who || !story.agree(amount.noun)) return false;
  story.last = who;
  const n = formatNumber(amount.value, 'ten-decimals');
  if (kind === 'have') {
    if (story.owners.has(who) || amount.noun === undefined) return false;
    story.owners.set(who, { terms: [n], value: amount.value });
    return true;
  }
  const holding = story.owners.get(who);
  if (!holding) return false;
  // "He buys 7" without "more" or the thing's name is not clear enough.
  if (kind === 'gain') {
    if (groups.more === undefined && amount.noun === undefined) return false;
    holding.terms.push(`+ ${n}`);
    holding.value += amount.value;
    return true;
  }
  if (amount.value > holding.value) return false;
  holding.terms.push(`- ${n}`);
  holding.value -= amount.value;
  const receiver = groups.to !== undefined ? story.owners.get(groups.to) : undefined;
  if (receiver) {
    receiver.terms.push(`+ ${n}`);
    receiver.value += amount.value;
  }
  return true;
}

function readClauses(story: Story, sentence: string): boolean {
  const clauses = firstWordLowered(sentence).split(/,? and then |,? and |, then /);
  for (const clause of clauses) {
    const matched = CLAUSES.some(({ kind, pattern }) => {
      const groups = clause.match(pattern)?.groups;
      return groups ? applyClause(story, kind, groups) : false;
    });
    if (!matched) return false;
  }
  return true;
}

function expressionOf(holding: Holding): string {
  return holding.terms.join(' ');
}

export function readCountProblem(text: string): EmbeddedReading | null {
  const sentences = splitSentences(text);
  const question = sentences.at(-1);
  if (!question?.question || sentences.length < 2 || sentences.slice(0, -1).some((s) => s.question)) return null;
  const story = new Story();
  for (const sentence of sentences.slice(0, -1)) if (!readClauses(story, sentence.text)) return null;
  const asked = firstWordLowered(question.text);
  for (const { kind, pattern } of QUESTIONS) {
    const groups = asked.match(pattern)?.groups;
    if (!groups) continue;
    if (!story.agree(groups.noun)) return null;
    const thing = groups.noun === 'money' ? 'money' : groups.noun!;
    if (kind === 'one') {
      const who = story.resolve(groups.who === undefined ? undefined : groups.who);
      const holding = who ? story.owners.get(who) : undefined;
      if (!who || !holding) return null;
      return calculationReading(
        expressionOf(holding),
        { rule: 'Write the calculation', explanation: `Start with what ${who} had, add what came in and subtract what went out.` },
        `the ${thing} ${who} has`,
      );
    }
    if (kind === 'together') {
      const names = groups.a !== undefined ? [groups.a, groups.b!] : [...story.owners.keys()];
      const holdings = names.map((name) => story.owners.get(name));
      if (names.length < 2 || holdings.some((h) => !h) || new Set(names).size !== names.length) return null;
      return calculationReading(
        holdings.map((h) => (h!.terms.length > 1 ? `(${expressionOf(h!)})` : expressionOf(h!))).join(' + '),
        { rule: 'Add the amounts together', explanation: `"Altogether" means add up what each of them has.` },
        `the ${thing} they have together`,
      );
    }
    const a = story.owners.get(groups.a!);
    const b = story.owners.get(groups.b!);
    if (!a || !b || groups.a === groups.b) return null;
    const [bigger, smaller] = kind === 'more' ? [a, b] : [b, a];
    // "How many more does Tom have than Sara" when Tom has fewer: the question does not fit the story.
    if (bigger.value < smaller.value) return null;
    const wrap = (h: Holding) => (h.terms.length > 1 ? `(${expressionOf(h)})` : expressionOf(h));
    return calculationReading(
      `${wrap(bigger)} - ${wrap(smaller)}`,
      { rule: 'Subtract to compare', explanation: `"How many ${kind}" means the difference: subtract the smaller amount from the larger.` },
      `how many ${kind} ${thing}`,
    );
  }
  return null;
}
