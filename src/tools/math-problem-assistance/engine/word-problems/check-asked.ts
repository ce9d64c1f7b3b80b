import { parse, type MathNode } from 'mathjs';
import { unconvertedUnit } from './check-asked-unit';
import type { EmbeddedReading } from './word-problem-outcome';

// A check every reading passes before it is shown, whichever reader made it: does the answer stand for
// the quantity the question asks for? A reader reads a story's numbers into equations and the verifier puts
// the answer back into them, so a reading that answers a neighbouring question ("68 out of 80 right … what
// percent did I get wrong?" answered with the percent right; "the sum of the squares of two consecutive
// integers" read as their sum) passes both. This check compares the question with what the reader says its
// answer is (answerMeaning) and with the set-up's shape, and refuses when they do not fit or it cannot tell:
// - the question names one side of a pair (wrong/right, larger/smaller, won/lost, …) and the answer's
//   meaning names the other, or the question names a side the facts never state (only the other) and the
//   meaning does not name it either: the reader answered for the side the facts give;
// - the question asks "not" (how many did not pass) of a story without a "not", and the meaning names no
//   complement;
// - the story squares, cubes or takes a root of an unknown ("the sum of the squares of two numbers") and the
//   set-up is linear: the power was not read;
// - the question asks in one unit (cents, minutes, feet) and the meaning gives another of the same kind;
// - the question asks in a unit the story gives no measure of that kind in ("12 feet by 15 feet … how many
//   square yards") and the meaning does not say the answer is in the asked unit (check-asked-unit.ts);
// - the question asks about one later period of a process ("the interest in the second year alone") and the
//   meaning names no such period: a reader that takes one percent of the amount answers for the first year.

interface Pair {
  /** The two sides; each a pattern over lower-case text. */
  sides: [RegExp, RegExp];
  /** Whether a question about a side the facts never name must be answered by a meaning naming it. */
  complement: boolean;
  /** Whether a meaning that counts the rest of the whole ("the mean of the other 18") names the asked side too. */
  restIsOther?: boolean;
}

const PAIRS: Pair[] = [
  // "right triangle", "right angle", "right now", "all right": not a count of right answers.
  { sides: [/\b(?:wrong|incorrect(?:ly)?|missed|miss|mistakes?)\b/, /\b(?:correct(?:ly)?|right(?! (?:triangle|angle|angled|now|away|after|before|side|hand|of way))\b)/], complement: true },
  { sides: [/\bfail(?:ed|s|ing)?\b/, /\bpass(?:ed|es|ing)?\b/], complement: true },
  { sides: [/\b(?:lose|loses|lost|losing)\b/, /\b(?:win|wins|won|winning)\b/], complement: true },
  { sides: [/\babsent\b/, /\bpresent\b/], complement: true },
  { sides: [/\bunsold\b/, /\bsold\b/], complement: true },
  // "55% of them are girls. How many boys …?": the two groups a school or class is split into.
  { sides: [/\bboys?\b/, /\bgirls?\b/], complement: true, restIsOther: true },
  { sides: [/\b(?:men|man)\b/, /\b(?:women|woman)\b/], complement: true, restIsOther: true },
  {
    sides: [
      /\b(?:larger|largest|bigger|biggest|greater|greatest|higher|highest|longer|longest|taller|tallest|older|oldest|heavier|heaviest|more expensive|most expensive)\b/,
      /\b(?:smaller|smallest|lesser|least|lower|lowest|shorter|shortest|younger|youngest|lighter|lightest|cheaper|cheapest)\b/,
    ],
    complement: false,
  },
];

/** "not", "never", "don't", and the contractions students type without the apostrophe ("dont", "doesnt", "didnt"). */
const NEGATION_WORD = String.raw`(?:not|never|no longer|\w+n't|(?:do|does|did|is|are|was|were|wo|ca|have|has|had|should|would|could)nt|cannot)`;
const NEGATION = new RegExp(String.raw`\b${NEGATION_WORD}(?!\w)`);
/** A negation and the word it negates ("dont ride" → ride, "did not pass" → pass, "are not in the club" → in). */
const NEGATED = new RegExp(String.raw`\b${NEGATION_WORD}(?!\w)\s+(?:(?:do|does|did|be|been|have|has|yet|even|ever|go to|get to|like to|want to)\s+)?([a-z]+)`, 'g');

/** Whether the text says what did not happen: "not", "never", "don't", "dont", "didnt", "who don't". */
export function isNegated(text: string): boolean {
  return NEGATION.test(text.toLowerCase());
}

/** The words a text negates, each cut to a stem of five letters ("dont ride" → "ride", "didn't pass" → "pass"). */
export function negatedWords(text: string): string[] {
  return [...text.toLowerCase().matchAll(NEGATED)].map((match) => match[1]!.slice(0, 5));
}
const COMPLEMENT_MEANING = /\bnot\b|\bleft\b|\brest\b|\bremain\w*|\bother\b|\bunsold\b|\bwrong\b|\bmissed\b|\bfailed\b|\babsent\b|\blost\b/;

/** Words that put an unknown to a power: "the squares of two numbers", "a number squared", "the square root of". */
const POWER = /\b(?:squares?|cubes?|square roots?|cube roots?) of (?:two|three|four|the|a|an|its|their|each|both|these|those|consecutive|\d)|\b(?:squared|cubed)\b/;

/** Units by kind: the ask's unit and the meaning's must agree when both name one of a kind. */
const UNIT_KINDS: Array<Record<string, RegExp>> = [
  { cent: /\bcents?\b|¢/, dollar: /\bdollars?\b|\$/ },
  {
    second: /\bseconds?\b|\bsecs?\b|\/s\b/,
    minute: /\bminutes?\b|\bmins?\b|\/min\b/,
    hour: /\bhours?\b|\bhrs?\b|\/h\b|\/hr\b|\bmph\b|\bkph\b/,
    day: /\bdays?\b/,
    week: /\bweeks?\b/,
    month: /\bmonths?\b/,
    year: /\byears?\b|\byrs?\b/,
  },
  {
    millimeter: /\bmillimet(?:er|re)s?\b|\bmm\b/,
    centimeter: /\bcentimet(?:er|re)s?\b|\bcm\b/,
    meter: /\bmet(?:er|re)s?\b|\bm\b(?!\/)/,
    kilometer: /\bkilomet(?:er|re)s?\b|\bkm\b/,
    inch: /\binch(?:es)?\b|\bin\.(?=\s|$)/,
    foot: /\bfeet\b|\bfoot\b|\bft\b/,
    yard: /\byards?\b|\byds?\b/,
    mile: /\bmiles?\b|\bmph\b/,
  },
];

/** A later period asked by its order ("in the second year", "during the 3rd month"): the process ran before it. */
const LATER_PERIOD = /\b(?:in|during|within|over) (?:the |its |their |your |my |his |her )?((?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(?:[2-9]|\d{2,})(?:nd|rd|th)) (?:year|month|week|day|quarter|hour|minute))\b/;

/** The later period a question asks about ("second year"), or null: a reading must say it answers for it. */
export function askedLaterPeriod(text: string): string | null {
  return LATER_PERIOD.exec(askOf(text).ask)?.[1] ?? null;
}

/** The question's part of a story: its last sentence that asks, else its last sentence. */
export function askOf(text: string): { ask: string; facts: string } {
  const lower = text.toLowerCase().trim();
  const sentences = lower.split(/(?<=[.?!])\s+(?=\S)/);
  let index = sentences.length - 1;
  // "… What is its area? Use 3.14 for pi.": an instruction after the question is not the question.
  while (index > 0 && !sentences[index]!.includes('?') && /^(?:use|round|give|express|leave|write)\b/.test(sentences[index]!)) index -= 1;
  let ask = sentences[index] ?? lower;
  let facts = sentences.slice(0, index).join(' ');
  // "…, what percent did I get wrong?" / "… what is the bigger one": the question opens at its question word.
  const opener = /\b(?:what|how|which|find|whats|what's)\b/.exec(ask);
  if (opener && opener.index > 0) {
    facts = `${facts} ${ask.slice(0, opener.index)}`.trim();
    ask = ask.slice(opener.index);
  }
  return { ask, facts };
}

/**
 * The side of a complement pair the question asks for when the facts state only the other ("68 out of 80 right …
 * what percent did I get wrong?" → "wrong"): a reader that can count the other side (the whole less the part)
 * names it in its meaning; null when the question asks for the side the facts state, or names none.
 */
export function askedComplement(text: string): string | null {
  const { ask, facts } = askOf(text);
  for (const { sides, complement } of PAIRS) {
    if (!complement) continue;
    for (const [asked, other] of [sides, [sides[1], sides[0]]] as Array<[RegExp, RegExp]>) {
      if (asked.test(ask) && !other.test(ask) && other.test(facts) && !asked.test(facts)) return asked.exec(ask)![0];
    }
  }
  return null;
}

/** Why a reading does not answer what the story asks, or null when it does (as far as these checks tell). */
export function mismatchWithAsk(text: string, reading: EmbeddedReading): string | null {
  const { ask, facts } = askOf(text);
  const meaning = reading.answerMeaning.toLowerCase();
  for (const { sides, complement, restIsOther } of PAIRS) {
    for (const [asked, other] of [sides, [sides[1], sides[0]]] as Array<[RegExp, RegExp]>) {
      if (!asked.test(ask) || other.test(ask)) continue;
      if (restIsOther && /\b(?:other|rest|remaining)\b/.test(meaning) && !other.test(meaning)) continue;
      if (other.test(meaning) && !asked.test(meaning)) return `the question asks for ${asked.exec(ask)![0]}, the answer is for ${other.exec(meaning)![0]}`;
      if (complement && other.test(facts) && !asked.test(facts) && !asked.test(meaning)) return `the question asks for ${asked.exec(ask)![0]}, the story gives ${other.exec(facts)![0]}`;
    }
  }
  // "How many kids dont ride the bus?" after "35% of them ride the bus": the facts state the side that does, so the
  // answer must name the rest. A negation in the facts passes only when it negates the same word ("… do not ride").
  if (NEGATION.test(ask) && !COMPLEMENT_MEANING.test(meaning)) {
    const inFacts = negatedWords(facts);
    const asked = negatedWords(ask);
    if (asked.length === 0 ? !NEGATION.test(facts) : !asked.every((word) => inFacts.includes(word))) return 'the question asks for what did not happen';
  }
  const period = LATER_PERIOD.exec(ask)?.[1];
  if (period && !meaning.includes(period)) return `the question asks about the ${period} alone, the answer is not for it`;
  if (POWER.test(`${facts} ${ask}`) && !hasPower(reading)) return 'the story takes a power the set-up does not';
  // The unit asked: the words after "how many", "in" or "number of" ("how many cents cheaper", "in km/h"), not a
  // rate the question states ("… walk 2 miles at 3 mph?").
  const asked = [...ask.matchAll(/\b(?:how many|how much|in|into|number of)\s+((?:[a-z]+ ){0,2}?(?:cents?|¢|dollars?|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?|millimet(?:er|re)s?|mm|centimet(?:er|re)s?|cm|met(?:er|re)s?|m|kilomet(?:er|re)s?|km|inch(?:es)?|feet|foot|ft|yards?|yds?|miles?|mph)\b(?:\/[a-z]+|(?: per| an?| each) [a-z]+)?)/g)].map((match) => match[1]!).join(' ; ');
  for (const kind of UNIT_KINDS) {
    const inAsk = Object.keys(kind).filter((unit) => kind[unit]!.test(asked));
    const inMeaning = Object.keys(kind).filter((unit) => kind[unit]!.test(meaning));
    if (inAsk.length > 0 && inMeaning.length > 0 && !inMeaning.some((unit) => inAsk.includes(unit))) return `the question asks in ${inAsk.join(' or ')}, the answer is in ${inMeaning.join(' or ')}`;
  }
  return unconvertedUnit(text.toLowerCase().trim(), ask, meaning);
}

/** Whether the set-up squares, cubes or roots something: an unknown for equations, anything for a calculation. */
function hasPower(reading: EmbeddedReading): boolean {
  const sources = reading.setup.kind === 'equations' ? reading.setup.equations.flatMap((equation) => equation.split('=')) : [reading.setup.expression];
  return sources.some((source) => {
    let node: MathNode;
    try {
      node = parse(source);
    } catch {
      return false;
    }
    return isNonlinear(node, reading.setup.kind === 'expression');
  });
}

function hasSymbol(node: MathNode): boolean {
  return node.filter((inner) => inner.type === 'SymbolNode').length > 0;
}

function isNonlinear(node: MathNode, anyValue: boolean): boolean {
  const counts = (inner: MathNode) => anyValue || hasSymbol(inner);
  return (
    node.filter((inner) => {
      if (inner.type === 'FunctionNode') return /^(?:sqrt|cbrt|nthRoot|pow)$/.test((inner as unknown as { fn: { name: string } }).fn.name) && (inner as unknown as { args: MathNode[] }).args.some(counts);
      if (inner.type !== 'OperatorNode') return false;
      const { fn, args } = inner as unknown as { fn: string; args: MathNode[] };
      if (fn === 'pow') return counts(args[0]!);
      if (fn === 'multiply') return anyValue ? args.length === 2 && args[0]!.toString() === args[1]!.toString() : args.filter(hasSymbol).length >= 2;
      return false;
    }).length > 0
  );
}
