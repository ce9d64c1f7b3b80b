import { calculationReading } from './build-reading';
import { nounKey, NUM, readMoney, readNumber, splitStatementAndQuestion } from './read-text';
import { formatNumber } from '../nodes/print-nodes';
import type { EmbeddedReading } from './word-problem-outcome';

// Unit price × quantity, and back: "Pens cost $2 each. How much do 5 pens cost?",
// "Tom buys 4 books at $12 each. How much does he spend?", "6 pens cost $18. How much does one pen cost?".

const STOP = '(?:at|for|each|cost|costs|is|are|in|of|on|and)';
const WORD = String.raw`(?!${STOP}\b)[a-z]+`;
const NOUN = String.raw`${WORD}(?: ${WORD}){0,2}`;
const PRICE = String.raw`(?:\$ ?(?<price>${NUM})|(?<priceWords>${NUM}) dollars?)`;
const ONE = '(?:a|an|one|each|every)';
const EACH = '(?:each|apiece|a piece|per piece)';
const NAME = '[A-Za-z][a-z]+';

type StatementKind = 'unit' | 'bought' | 'total';
const STATEMENTS: Array<{ kind: StatementKind; pattern: RegExp }> = [
  { kind: 'unit', pattern: String.raw`${ONE} (?<noun>${NOUN}) (?:costs|cost|is|sells for) ${PRICE}` },
  { kind: 'unit', pattern: String.raw`(?<noun>${NOUN}) (?:cost|are|sell for) ${PRICE} ${EACH}` },
  { kind: 'unit', pattern: String.raw`the price of ${ONE} (?<noun>${NOUN}) is ${PRICE}` },
  {
    kind: 'bought',
    pattern: String.raw`(?<who>${NAME}) (?:buys|bought|purchases|purchased|orders|ordered) (?<quantity>${NUM}) (?<noun>${NOUN}) (?:at|for) ${PRICE} ${EACH}`,
  },
  { kind: 'total', pattern: String.raw`(?<quantity>${NUM}) (?<noun>${NOUN}) cost ${PRICE}(?: in total| altogether)?` },
].map(({ kind, pattern }) => ({ kind: kind as StatementKind, pattern: new RegExp(`^(?:if )?${pattern}$`, 'i') }));

type QuestionKind = 'costOf' | 'spent' | 'unitPrice';
// "How much does one pen cost?" before "how much do 7 pens cost?": "one" is a number too.
const QUESTIONS: Array<{ kind: QuestionKind; pattern: RegExp }> = [
  { kind: 'unitPrice', pattern: String.raw`how much (?:does|did) ${ONE} (?<noun>${NOUN}) cost` },
  { kind: 'unitPrice', pattern: String.raw`what is the (?:price|cost) of ${ONE} (?<noun>${NOUN})` },
  { kind: 'costOf', pattern: String.raw`how much (?:do|would|will|does|did) (?<quantity>${NUM}) (?<noun>${NOUN}) cost(?: in total| altogether)?` },
  { kind: 'costOf', pattern: String.raw`what is the (?:total )?(?:cost|price) of (?<quantity>${NUM}) (?<noun>${NOUN})` },
  {
    kind: 'spent',
    pattern: String.raw`how much (?:money )?(?:does|did|will) (?<who>${NAME}) (?:spend|pay)(?: in total| altogether)?(?: for (?:them|all of them|the (?<noun>${NOUN})))?`,
  },
  { kind: 'spent', pattern: String.raw`what is the total cost(?: of the (?<noun>${NOUN}))?` },
].map(({ kind, pattern }) => ({ kind: kind as QuestionKind, pattern: new RegExp(`^${pattern}$`, 'i') }));

interface Statement {
  kind: StatementKind;
  noun: string;
  price: number;
  quantity?: number;
  who?: string;
}

function readStatement(sentence: string): Statement | null {
  for (const { kind, pattern } of STATEMENTS) {
    const groups = sentence.match(pattern)?.groups;
    if (!groups) continue;
    const price = readMoney(groups.price, groups.priceWords);
    const quantity = groups.quantity !== undefined ? readNumber(groups.quantity) : undefined;
    if (price === null || quantity === null) return null;
    return { kind, noun: groups.noun!, price, ...(quantity !== undefined ? { quantity } : {}), ...(groups.who ? { who: groups.who } : {}) };
  }
  return null;
}

function sameBuyer(statement: string | undefined, asked: string | undefined): boolean {
  if (!statement || !asked) return false;
  return /^(he|she|they)$/i.test(asked) || statement.toLowerCase() === asked.toLowerCase();
}

function times(quantity: number, price: number, noun: string): EmbeddedReading | null {
  const q = formatNumber(quantity, 'ten-decimals');
  const p = formatNumber(price, 'ten-decimals');
  return calculationReading(
    `${q} * ${p}`,
    { rule: 'Multiply the price by the number bought', explanation: `Each one costs $${p}, so ${q} ${noun} cost ${q} times $${p}.` },
    `the cost in dollars of ${q} ${noun}`,
  );
}

export function readPriceProblem(text: string): EmbeddedReading | null {
  const story = splitStatementAndQuestion(text);
  if (!story) return null;
  const statement = readStatement(story.statement);
  if (!statement) return null;
  for (const { kind, pattern } of QUESTIONS) {
    const groups = story.question.match(pattern)?.groups;
    if (!groups) continue;
    if (groups.noun !== undefined && nounKey(groups.noun) !== nounKey(statement.noun)) return null;
    if (kind === 'costOf' && statement.kind === 'unit') {
      const quantity = readNumber(groups.quantity!);
      return quantity === null ? null : times(quantity, statement.price, groups.noun!);
    }
    if (kind === 'spent' && statement.kind === 'bought') {
      if (groups.who !== undefined && !sameBuyer(statement.who, groups.who)) return null;
      return times(statement.quantity!, statement.price, statement.noun);
    }
    if (kind === 'unitPrice' && statement.kind === 'total') {
      const quantity = statement.quantity!;
      if (quantity === 0) return null;
      const q = formatNumber(quantity, 'ten-decimals');
      const p = formatNumber(statement.price, 'ten-decimals');
      return calculationReading(
        `${p} / ${q}`,
        { rule: 'Divide the total by the number', explanation: `${q} ${statement.noun} cost $${p} together, so one costs $${p} divided by ${q}.` },
        `the price in dollars of one ${groups.noun!}`,
      );
    }
    return null;
  }
  return null;
}
