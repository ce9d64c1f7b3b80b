import { parse } from 'mathjs';
import { solveSetup } from '../read-school-problem';
import { readNumber } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { sidesAgree, solveChecked } from './solve-checked';
import { readTimesWord, TIMES_PATTERN } from './read-times-word';

// Number puzzles said in words, the way algebra textbooks write them: "Twice a number increased by 7 is
// 31", "A number decreased by 9 is equal to half the number", "The sum of a number and its square is 42",
// "The sum of two numbers is 50 and their difference is 12", "One number is 3 times another and their
// sum is 64". Each phrase is translated by the textbook conventions ("3 less than x" is x − 3, "twice a
// number increased by 7" is 2n + 7); a phrase with no such convention, or any word left over, and the
// sentence is not read.

type Expression = string;

const UNKNOWN = /^(?:a number|the number|a certain number|the same number|the number itself|it|itself|that number|this number|the unknown number)$/;
const FRACTIONS: Record<string, string> = { half: '1/2', 'one half': '1/2', 'a half': '1/2', 'a third': '1/3', 'one third': '1/3', 'a quarter': '1/4', 'one quarter': '1/4', 'one fourth': '1/4', 'a fourth': '1/4', 'two thirds': '2/3', 'three quarters': '3/4', 'three fourths': '3/4' };
const EQUALS = /\s(?:is equal to|is the same as|equals|is|will be|gives|results in|makes)\s/;

/** A phrase as an expression in n; null when some part of it follows no convention. */
export function translatePhrase(raw: string, depth = 0, terms: Record<string, Expression> = {}): Expression | null {
  const phrase = raw.trim().replace(/^(?:the result of |the value of )/, '');
  if (!phrase || depth > 8) return null;
  // Two numbers: "the smaller number", "their sum" stand for letters of the set-up the caller names.
  if (phrase in terms) return terms[phrase]!;
  if (Object.keys(terms).length === 0 && UNKNOWN.test(phrase)) return 'n';
  const number = readNumber(phrase);
  if (number !== null) return String(number);
  // Lowest precedence first: "X increased by Y" splits at its last additive phrase.
  const additive = lastSplit(phrase, [' increased by ', ' plus ', ' added to ', ' more than ', ' decreased by ', ' minus ', ' reduced by ', ' less than ', ' subtracted from ', ' fewer than ']);
  if (additive) {
    const left = translatePhrase(additive.left, depth + 1, terms);
    const right = translatePhrase(additive.right, depth + 1, terms);
    if (!left || !right) return null;
    switch (additive.word.trim()) {
      case 'increased by':
      case 'plus':
        return `(${left}) + (${right})`;
      case 'added to':
      case 'more than':
        return `(${right}) + (${left})`;
      case 'decreased by':
      case 'minus':
      case 'reduced by':
        return `(${left}) - (${right})`;
      default:
        // "3 less than x", "5 subtracted from x": the second phrase minus the first.
        return `(${right}) - (${left})`;
    }
  }
  const pair = phrase.match(/^the (sum|difference|product|quotient) (?:of|between) (.+?) and (.+)$/);
  if (pair) {
    const left = translatePhrase(pair[2]!, depth + 1, terms);
    const right = translatePhrase(pair[3]!.replace(/^its /, 'the number '), depth + 1, terms) ?? (pair[3] === 'its square' ? '(n)^2' : null);
    if (!left || !right) return null;
    const op = { sum: '+', difference: '-', product: '*', quotient: '/' }[pair[1] as 'sum'];
    return `(${left}) ${op} (${right})`;
  }
  if (/^(?:its square|the square of (?:a|the) number|the number squared|a number squared)$/.test(phrase)) return '(n)^2';
  const squared = phrase.match(/^the square of (.+)$/) ?? phrase.match(/^(.+) squared$/);
  if (squared) {
    const inner = translatePhrase(squared[1]!, depth + 1, terms);
    return inner ? `(${inner})^2` : null;
  }
  const divided = phrase.match(/^(.+) divided by (.+)$/);
  if (divided) {
    const left = translatePhrase(divided[1]!, depth + 1, terms);
    const right = translatePhrase(divided[2]!, depth + 1, terms);
    return left && right ? `(${left}) / (${right})` : null;
  }
  // "a number multiplied by 4", "the number times 3": a product said after its first factor.
  const product = phrase.match(/^(.+) (?:multiplied by|times) (.+)$/);
  if (product && !/^(?:two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?)$/.test(product[1]!)) {
    const left = translatePhrase(product[1]!, depth + 1, terms);
    const right = translatePhrase(product[2]!, depth + 1, terms);
    if (left && right) return `(${left}) * (${right})`;
  }
  const multiplied = phrase.match(new RegExp(String.raw`^${TIMES_PATTERN} (.+)$`));
  if (multiplied && multiplied[1] !== 'half') {
    const factor = readTimesWord(multiplied[1]!);
    const inner = translatePhrase(multiplied[2]!, depth + 1, terms);
    return factor && inner ? `${factor} * (${inner})` : null;
  }
  const fraction = phrase.match(/^(half|one half|a half|a third|one third|a quarter|one quarter|one fourth|a fourth|two thirds|three quarters|three fourths) (?:of )?(.+)$/);
  if (fraction) {
    const inner = translatePhrase(fraction[2]!, depth + 1, terms);
    return inner ? `${FRACTIONS[fraction[1]!]} * (${inner})` : null;
  }
  return null;
}

/** The last place one of `words` splits the phrase into two non-empty parts outside "the sum of … and …". */
function lastSplit(phrase: string, words: string[]): { left: string; right: string; word: string } | null {
  let best: { left: string; right: string; word: string; at: number } | null = null;
  for (const word of words) {
    const at = phrase.lastIndexOf(word);
    if (at <= 0) continue;
    const left = phrase.slice(0, at);
    const right = phrase.slice(at + word.length);
    // "the sum of x and 3 more than y": an "and" pair still open on the left is not closed by this word.
    if (/^the (?:sum|difference|product|quotient) (?:of|between) /.test(left) && !/ and /.test(left)) continue;
    if (!best || at > best.at) best = { left, right, word, at };
  }
  return best;
}

/** "Twice a number increased by 7 is 31. What is the number?" */
function readOneNumber(story: Story): EmbeddedReading | null {
  const { facts, ask, text } = story;
  if (/\btwo numbers\b|\banother\b|\bconsecutive\b|\bdigits?\b/.test(text)) return null;
  const positive = /\bpositive\b/.test(text);
  if (!/^(?:what is|what's|whats|what was|find|which is|determine) (?:the|this|that)? ?(?:positive |negative )?number\??$/.test(ask.trim().replace(/[.?!]+$/, ''))) return null;
  const statement = sayAsPhrase(facts.trim().replace(/[.!]+$/, '').replace(/^(?:if |when )/, ''));
  if (!statement || /[.!?;]/.test(statement.replace(/\d\.\d/g, ''))) return null;
  const sides = statement.split(EQUALS);
  if (sides.length !== 2) return null;
  const left = translatePhrase(sides[0]!);
  const right = translatePhrase(sides[1]!);
  if (!left || !right || (!left.includes('n') && !right.includes('n'))) return null;
  const reading = solveChecked({ equations: [`${left} = ${right}`], unknown: 'n', letters: 'n = the number', meaning: 'the number' }, (values) => sidesAgree([`${left} = ${right}`], values));
  // A quadratic has two numbers: only "the positive number" picks one (solveSetup keeps the positive root).
  if (reading && /\^2/.test(`${left}${right}`) && !positive) return null;
  return reading;
}

/**
 * "7 is added to three times a number, the result is 5 less than …": an operation said as something done to a
 * phrase, then what it gives, rewritten as one phrase the translator reads ("7 added to three times a number is …").
 */
function sayAsPhrase(statement: string): string {
  const done = /^(.+?) is (added to|subtracted from|increased by|decreased by|multiplied by|divided by|taken away from) (.+?),? (?:the result is|the answer is|you get|it becomes|this gives|it gives|the result will be|the result equals|that gives) (.+)$/.exec(statement);
  if (!done) return statement;
  const word = done[2] === 'taken away from' ? 'subtracted from' : done[2];
  return `${done[1]} ${word} ${done[3]} is ${done[4]}`;
}

/** Phrases that stand for the two numbers' letters (L the larger, S the smaller) in a clause that relates them. */
const TWO_TERMS: Record<string, string> = {
  'the larger number': 'L', 'the larger one': 'L', 'the larger': 'L', 'the bigger number': 'L', 'the greater number': 'L',
  'the smaller number': 'S', 'the smaller one': 'S', 'the smaller': 'S', 'the lesser number': 'S',
  'their sum': '(L + S)', 'the sum of the numbers': '(L + S)', 'the sum of the two numbers': '(L + S)', 'their difference': '(L - S)', 'their product': '(L * S)',
};

/** "The sum of two numbers is 50 and their difference is 12. What is the larger number?" */
function readTwoNumbers(story: Story): EmbeddedReading | null {
  const { facts, ask, text } = story;
  if (!/\btwo numbers\b|\bone number is\b/.test(text) || /\bconsecutive\b/.test(text)) return null;
  // "Find both numbers", "what are the two numbers": the larger and the smaller, each answered.
  const both = /\b(?:both|the two|the|what are the) numbers\b|\bboth of them\b/.test(ask);
  const asked = ask.match(/\b(larger|largest|bigger|greater|smaller|smallest|lesser)\b(?: (?:one|number))?/)?.[1] ?? (both ? 'larger' : undefined);
  if (!asked || (both && /\b(?:smaller|smallest|lesser|larger|largest|bigger|greater)\b/.test(ask))) return null;
  const wantLarger = /larg|big|great/.test(asked);
  const clauses = facts.trim().replace(/[.!]+$/, '').split(/,? and (?=their |the |one (?:number )?is )|\. /).map((clause) => clause.trim());
  const equations: string[] = [];
  for (const clause of clauses) {
    const sum = clause.match(/^(?:the sum of (?:the |these )?two numbers|their sum|the two numbers add up to|together they (?:make|add up to)) (?:is |are |equals |to )?(\d+(?:\.\d+)?)$/) ?? clause.match(/^(?:the )?two numbers add up to (\d+(?:\.\d+)?)$/);
    if (sum) { equations.push(`L + S = ${sum[1]}`); continue; }
    const difference = clause.match(/^(?:the difference (?:of|between) (?:the |these )?two numbers|their difference) (?:is |equals )?(\d+(?:\.\d+)?)$/);
    if (difference) { equations.push(`L - S = ${difference[1]}`); continue; }
    const times = clause.match(new RegExp(String.raw`^one (?:number )?is ${TIMES_PATTERN} (?:the other|another|as large as the other)(?: number)?$`));
    if (times && times[1] !== 'half') {
      const factor = readTimesWord(times[1]!);
      equations.push(`L = ${factor} * S`);
      continue;
    }
    const more = clause.match(/^one (?:number )?is (\d+(?:\.\d+)?) (more|greater|larger|bigger) than (?:the other|another)(?: number| one)?$/);
    if (more) { equations.push(`L = S + ${more[1]}`); continue; }
    // "their sum is 4 less than three times the smaller number": any clause whose two sides the translator reads
    // with the two numbers' phrases as letters.
    const sides = clause.split(EQUALS);
    const left = sides.length === 2 ? translatePhrase(sides[0]!, 0, TWO_TERMS) : null;
    const right = sides.length === 2 ? translatePhrase(sides[1]!, 0, TWO_TERMS) : null;
    if (left && right && /[LS]/.test(`${left}${right}`)) { equations.push(`${left} = ${right}`); continue; }
    return null;
  }
  if (equations.length !== 2) return null;
  const letters = 'L = the larger number, S = the smaller number';
  const reading = solveChecked({ equations, unknown: wantLarger ? 'L' : 'S', letters, meaning: wantLarger ? 'the larger number' : 'the smaller number' }, (values) => sidesAgree(equations, values));
  if (!reading) return null;
  // The two must come out in the order the letters claim.
  const other = solveSetup({ equations, unknown: wantLarger ? 'S' : 'L', letters, meaning: '' });
  if (!other) return null;
  const valueOf = (answer: string) => Number(parse(answer).evaluate());
  const [larger, smaller] = wantLarger ? [valueOf(reading.answer), valueOf(other.answer)] : [valueOf(other.answer), valueOf(reading.answer)];
  if (!(larger > smaller)) return null;
  return both ? { ...reading, answerMeaning: 'the larger number', others: [{ unknown: 'S', answer: other.answer, meaning: 'the smaller number' }] } : reading;
}

export function readLooseNumberSentence(story: Story): EmbeddedReading | null {
  return readTwoNumbers(story) ?? readOneNumber(story);
}
