import { calculationReading } from '../build-reading';
import { askedComplement, isNegated, negatedWords } from '../check-asked';
import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';
import escapeStringRegexp from 'escape-string-regexp';

// Percent stories in the many ways students word them: "35 is what percent of 140?", "I got 45 out of
// 60, what percent is that?", "a price rose from $40 to $50: by what percent?", "80 is 20% of what
// number?", "$80, 25% off, how much do I pay?", "a 15% tip on $64". The reading comes from the story's
// two numbers and the words around them, never from a fixed sentence; any other number, or words that
// pull two ways (a discount and a tip), and it refuses.

const ASKS_PERCENT = /\bwhat (?:percent|percentage|per cent|%)|\b(?:percent|percentage|%) (?:increase|decrease|change|drop|rise|gain|loss|decline|reduction|discount)|\bby what (?:percent|percentage)|\bas a (?:percent|percentage)|\b(?:percent|percentage) (?:is|was) (?:that|it)|\bhow many percent/;
const UP = /\b(?:ro[sw]e|rise[sn]?|rising|increase[sd]?|increasing|went up|go(?:es)? up|grew|grow[sn]?|gain(?:ed|s)?|raised?|more|up)\b/;
const DOWN = /\b(?:fell|fall[sn]?|drop(?:ped|s)?|decrease[sd]?|decreasing|went down|go(?:es)? down|declined?|lost|los[st]es|reduced?|cut|down|less|off|discount(?:ed)?|sale|marked down|dropped)\b/;
const OFF = /\b(?:off|discount(?:ed)?|on sale|sale|marked down|markdown|reduced by|cut by|less)\b/;
// "goes up by 8%" and "goes up 8%": a rise followed by its percent adds that percent to the amount.
// "grew by 12%", "grows 5%" (session 44): a growth is a rise.
const ADDED = /\b(?:tip|tax|sales tax|vat|mark ?up|marked up|interest|service charge|increase[sd]? by|rises? by|rose by|goes up by|went up by|raised by|grew by|grows? by|more)\b|\b(?:increase[sd]?|rises?|rose|goes up|went up|raised|grew|grows?)\s+(?=\$?\d[\d.,]*\s?(?:%|percent\b))/;
const ASKS_TOTAL = /\b(?:total|in all|altogether|pay|paid|new|now|final|after|end up|cost(?:s)? now|price now|sale price|how much (?:is|was|does|do|will) (?:it|the [a-z ]+?) (?:cost|sell)|how much (?:do|did|does|will) (?:i|you|he|she|they|we) (?:pay|spend))\b/;
/** The part a change adds or takes off, named as a thing ("the tip", "the sales tax", "the discount"). */
// "the discount price", "the tax rate", "the tip amount": not the part itself.
const PART_NOUN = String.raw`(?:tip|tax|sales tax|discount|increase|interest|mark-?up|saving|savings)\b(?!-|\s+(?:price|cost|rate|amount|total|bill|included|percent|percentage))`;
const ASKS_PART = new RegExp(
  [
    // "How much should the tip be?", "how much was the tax?"; not "how much did the tip go up".
    String.raw`\bhow much (?:is|was|will be|should|would|will|does|did|do) (?:the |his |her |their |my |your )${PART_NOUN}(?:\s+(?:be|come to|amount to|cost|in dollars))?\s*\??$`,
    String.raw`\bhow (?:big|large) (?:is|was|will be|should) the ${PART_NOUN}`,
    String.raw`\bwhat (?:should|will|would) the ${PART_NOUN} be\b`,
    String.raw`\bhow much (?:should|will|would|do|does|did) (?:i|you|he|she|they|we) (?:tip|leave as (?:a |the )?tip|leave for (?:a |the )?tip|pay in tax)\b`,
    String.raw`\bhow much (?:do|did|does|will) (?:i|you|he|she|they|we) save\b`,
    String.raw`\bwhat is the ${PART_NOUN}`,
    String.raw`\bhow much (?:off|tip|tax|interest)\b`,
  ].join('|'),
);
/** The question names the part (the tip, the tax) and no total: never answered with the amount after the change. */
const NAMES_PART = new RegExp(String.raw`\b${PART_NOUN}`);
const ASKS_BEFORE = /\b(?:original(?:ly)?|before|at first|to begin with|start(?:ed)? with|full price|regular price|was it)\b/;

/** "40% cheaper than", "50% more seeds than": a comparison between two things, a step beyond one percent. */
const COMPARES = /\b(?:cheaper|dearer|more expensive|less expensive|more|less|fewer|bigger|smaller|taller|shorter|longer|heavier|lighter|older|younger|faster|slower)\b[^.?!]*\bthan\b|\bover(?:stat|estimat|charg)\w*|\bunder(?:stat|estimat|charg)\w*/;

export function readLoosePercent(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  // "3% interest compounded annually": a percent applied period after period is growth's (read-loose-growth.ts).
  if (quantities.length !== 2 || COMPARES.test(text) || /\bcompound(?:ed|s|ing)?\b/.test(text)) return null;
  const percents = quantities.filter((quantity) => quantity.percent);
  if (ASKS_PERCENT.test(ask) && percents.length === 0) return readWhatPercent(story);
  if (percents.length !== 1) return null;
  const percent = percents[0]!;
  const amount = quantities.find((quantity) => !quantity.percent)!;
  // "80 is 20% of what number?", "20% of a number is 80", "42 is 60% of what?"
  if (/\bof (?:what|which)(?: number| amount| value| total)?\b|\bof an? (?:number|amount|certain number)\b/.test(text) && !/\bof \$?\s?\d/.test(text.slice(percent.at))) {
    return solvePercentSetup([`${show(percent.value)} / 100 * x = ${show(amount.value)}`], 'x', 'x = the whole amount', 'the whole amount');
  }
  const p = show(percent.value);
  const n = show(amount.value);
  const off = OFF.test(text);
  const added = ADDED.test(text) && !off;
  if (off && ADDED.test(text.replace(OFF, ' '))) return null;
  if (off || added) {
    // "After a 10% discount it costs $180": the amount is what is left, the question what it was.
    if (ASKS_BEFORE.test(ask)) {
      return solvePercentSetup([`x * (1 ${off ? '-' : '+'} ${p} / 100) = ${n}`], 'x', 'x = the amount before the change', 'the amount before the change');
    }
    if (ASKS_PART.test(ask)) return calculationReading(`${p} / 100 * ${n}`, OF_STEP(p), `${p}% of ${n}`);
    // "How much should the tip be?": the part named and no total asked is not the amount after the change.
    if (NAMES_PART.test(ask) && !ASKS_TOTAL.test(ask) && !/\b(?:with|including|plus)\b/.test(ask)) return null;
    if (ASKS_TOTAL.test(ask) || /\bhow much\b/.test(ask)) {
      if (off && percent.value > 100) return null;
      // "how many new people moved in", "how many more", "how much did it go up": the change itself, not the amount after it (session 44).
      if (/\bhow (?:many|much) (?:new|more|additional|extra|fewer|less)\b|\bmoved (?:in|away|out)\b|\bjoined\b|\bleft\b|\bwere (?:added|lost)\b|\b(?:go|went) (?:up|down)\b|\bby how much\b/.test(ask)) return null;
      return calculationReading(
        `${n} * (1 ${off ? '-' : '+'} ${p} / 100)`,
        off
          ? { rule: 'Multiply by 1 minus the percent', explanation: `${p}% off leaves ${show(100 - percent.value)}% of the price, so multiply by 1 - ${p}/100.` }
          : { rule: 'Multiply by 1 plus the percent', explanation: `Adding ${p}% keeps all of it (100%) and adds ${p}% more, so multiply by 1 + ${p}/100.` },
        off ? 'the amount after the discount' : 'the amount with the percent added',
      );
    }
    return null;
  }
  if (UP.test(text) || DOWN.test(text)) return null;
  // "800 kids, 35% of them ride the bus. How many dont ride the bus?": the rest of the amount, when the word the question
  // negates is the one the percent does ("35% … ride" / "dont ride"), and the facts negate nothing.
  if (isNegated(ask)) return readPercentNot(story, percent, amount);
  // "900 students, 55% of them are girls. How many boys …?": the other group of a pair that splits the whole.
  if (askedComplement(text) !== null) return readPercentOtherSide(story, percent, amount, askedComplement(text)!);
  // "She gives away 25% of her 20 apples. How many are left?": the rest, not the percent, is asked — another step.
  if (/\b(?:left|remain\w*|rest|still|now|after|total|in all|altogether|change|each|per|every|other|others|not|both|really|actually)\b/.test(ask) || /\b(?:each|per|every)\b/.test(text)) return null;
  // The percent must be of the amount: "15% of 80", "40% of the students" after "250 students", "out of 250, 40%"; "over by 20%" is not.
  const ofIt = new RegExp(String.raw`${escapeStringRegexp(percent.text)}\s?(?:%|percent|per cent) of\b`).test(text) || /\bout of \$?\s?\d/.test(text.slice(0, percent.at));
  if (!ofIt) return null;
  // No change in the story: the percent of the amount ("40% of 250 students walk. How many walk?").
  if (!/\b(?:how many|how much|what is|what's|whats|find|calculate|work out)\b/.test(ask)) return null;
  // "60% of them are girls. How many girls play soccer?": a group the story never names is a step beyond the percent.
  if (asksUnnamedGroup(story)) return null;
  return calculationReading(`${p} / 100 * ${n}`, OF_STEP(p), `${p}% of ${n}`);
}

/** The part of an amount a percent does not cover: n - p% of n, asked as what did not happen. */
function readPercentNot(story: Story, percent: Story['quantities'][number], amount: Story['quantities'][number]): EmbeddedReading | null {
  const { ask, facts, text } = story;
  const negated = negatedWords(ask);
  if (negated.length !== 1 || isNegated(facts) || percent.value > 100 || /\b(?:each|per|every|left|remain\w*|rest|other|others)\b/.test(text)) return null;
  // The percent is of the amount ("35% of them", "35% of the 800 kids") and its own clause has the negated word.
  if (!new RegExp(String.raw`${escapeStringRegexp(percent.text)}\s?(?:%|percent|per cent) of\b`).test(text) || percent.at < amount.at) return null;
  const clause = text.slice(percent.at).split(/[.;?!]|,\s|\band\b/)[0]!;
  if (!clause.split(/\s+/).some((word) => word.slice(0, 5) === negated[0])) return null;
  const p = show(percent.value);
  const n = show(amount.value);
  return calculationReading(
    `${n} - ${p} / 100 * ${n}`,
    { rule: 'Take away the part the percent covers', explanation: `${p}% of ${n} do what the story says; the rest, ${n} - ${p}% of ${n}, do not.` },
    `the rest of ${n}: those not in the ${p}%`,
  );
}

const ASK_FILLER = new Set(['how', 'many', 'much', 'what', 'is', 'was', 'are', 'were', 'there', 'the', 'a', 'an', 'of', 'in', 'to', 'at', 'that', 'this', 'these', 'those', 'them', 'they', 'it', 'does', 'do', 'did', 'will', 'would', 'should', 'he', 'she', 'i', 'you', 'we', 'his', 'her', 'my', 'your', 'their', 'find', 'calculate', 'work', 'out', 'whats', "what's", 'number', 'amount', 'total', 'be', 'get', 'got', 'have', 'has', 'go', 'goes']);

/** Whether the question asks about words the facts never use ("how many girls play soccer?" after "60% of them are girls"). */
function asksUnnamedGroup(story: Story): boolean {
  // "whats 12 percent of 350": the question is the whole story.
  if (/\d/.test(story.ask)) return false;
  const stems = new Set((story.facts.match(/[a-z]+/g) ?? []).map((word) => word.slice(0, 4)));
  return (story.ask.match(/[a-z']+/g) ?? []).some((word) => !ASK_FILLER.has(word) && !stems.has(word.slice(0, 4)));
}

/** The group a percent does not cover, asked by its name ("55% … are girls" / "how many boys"): n - p% of n. */
function readPercentOtherSide(story: Story, percent: Story['quantities'][number], amount: Story['quantities'][number], asked: string): EmbeddedReading | null {
  const { ask, text } = story;
  if (percent.value > 100 || percent.at < amount.at || isNegated(text) || !/\bhow many\b/.test(ask)) return null;
  if (/\b(?:each|per|every|left|remain\w*|rest|other|others|more|less|fewer|than|both|also)\b/.test(text)) return null;
  // The percent is of the amount ("55% of them", "55% of the 900 students") and names, in its own clause, the other side.
  if (!new RegExp(String.raw`${escapeStringRegexp(percent.text)}\s?(?:%|percent|per cent) of\b`).test(text)) return null;
  const clause = text.slice(percent.at).split(/[.;?!]|,\s/)[0]!;
  const side = PAIR_SIDE_WORDS.find(([one, other]) => (one.test(asked) && other.test(clause)) || (other.test(asked) && one.test(clause)));
  if (!side) return null;
  // "30% of the boys can swim" is a percent of one group, not the share the group has of the whole: the other
  // group's count is not in the story. The group must come after the percent's "of them / of the students".
  const whole = /^\s*(?:%|percent|per cent)\s+of\s+(?:the\s+|all\s+(?:the\s+)?)?(?:\d[\d,]*\s+)?(\S+)/.exec(clause.slice(percent.text.length));
  if (!whole || side.some((word) => word.test(whole[1]!))) return null;
  // "How many boys go to the school?" asks about the whole the story names; "how many boys play soccer?" about a group it does not.
  const sideWord = (side[0].test(asked) ? side[0] : side[1]).exec(ask);
  if (!sideWord) return null;
  const rest = ask.slice(sideWord.index + sideWord[0].length).match(/[a-z']+/g) ?? [];
  const known = new Set(story.facts.match(/[a-z']+/g) ?? []);
  if (rest.some((word) => !SAME_WHOLE_WORDS.has(word) && !known.has(word))) return null;
  const p = show(percent.value);
  const n = show(amount.value);
  return calculationReading(
    `${n} - ${p} / 100 * ${n}`,
    { rule: 'Take away the part the percent covers', explanation: `${p}% of ${n} are the group the story names; the rest, ${n} - ${p}% of ${n}, are the ${asked}.` },
    `the ${asked}: the rest of ${n}, not the ${p}%`,
  );
}

/** The pairs that split a whole in two, for readPercentOtherSide (the same words as check-asked.ts's pairs). */
const SAME_WHOLE_WORDS = new Set(['are', 'is', 'were', 'was', 'there', 'in', 'the', 'a', 'an', 'that', 'this', 'go', 'goes', 'attend', 'attends', 'to', 'at', 'does', 'do', 'did', 'have', 'has', 'it', 'they', 'of', 'them', 'total', 'class', 'school', 'group']);

const PAIR_SIDE_WORDS: Array<[RegExp, RegExp]> = [
  [/\bboys?\b/, /\bgirls?\b/],
  [/\b(?:men|man)\b/, /\b(?:women|woman)\b/],
];

const OF_STEP = (p: string) => ({ rule: 'Write the percent as a fraction', explanation: `${p}% means ${p} out of 100, and "of" means multiply.` });

/** "What percent": a change from one amount to another, or a part of a whole (the whole is the amount after "of" or "out of"). */
function readWhatPercent(story: Story): EmbeddedReading | null {
  const [a, b] = story.quantities as [Story['quantities'][number], Story['quantities'][number]];
  const { text, ask } = story;
  const fromTo = new RegExp(String.raw`\bfrom \$?\s?${escapeStringRegexp(a.text)}\b[^.?!]*?\bto \$?\s?${escapeStringRegexp(b.text)}\b`).test(text);
  // "a game was $60 and now it's on sale for $45", "it used to cost 80, now it costs 100": the same change, then and now.
  const wasNow = new RegExp(String.raw`\b(?:was|were|used to (?:be|cost)|originally|at first)\b[^.?!]*?\$?\s?${escapeStringRegexp(a.text)}\b[^.?!]*?\bnow\b[^.?!]*?\$?\s?${escapeStringRegexp(b.text)}\b`).test(text);
  // "What percent of the original price is the sale price?" asks a part of a whole (75), not the change (25).
  const asksChange = /\b(?:increase|decrease|change|drop|rise|gain|loss|decline|reduction|discount|markdown)|\bby what\b/.test(ask) && !/\b(?:percent|percentage|per cent|%) of\b/.test(ask);
  if ((fromTo || wasNow) && !asksChange && /\b(?:percent|percentage|per cent|%) of\b/.test(ask)) return null;
  if (fromTo || (wasNow && asksChange)) {
    const up = UP.test(text);
    const down = DOWN.test(text);
    if (up === down && !/\bchange\b/.test(ask)) return null;
    const rose = b.value > a.value;
    // "Rose from 50 to 40" contradicts itself: no answer.
    if ((up && !down && !rose) || (down && !up && rose) || a.value === 0 || a.value === b.value) return null;
    return solvePercentSetup(
      [`${show(a.value)} * (1 ${rose ? '+' : '-'} p / 100) = ${show(b.value)}`],
      'p',
      `p = the percent ${rose ? 'increase' : 'decrease'}`,
      `the percent ${rose ? 'increase' : 'decrease'}`,
    );
  }
  if (/\bfrom\b/.test(text) || UP.test(text) || DOWN.test(text)) return null;
  const wholeOf = (quantity: { text: string; at: number }) => new RegExp(String.raw`\b(?:out of|of)\s+(?:the\s+|a total of\s+)?\$?\s?$`).test(text.slice(0, quantity.at));
  const aWhole = wholeOf(a);
  const bWhole = wholeOf(b);
  if (aWhole === bWhole) return null;
  const [part, whole] = aWhole ? [b, a] : [a, b];
  if (whole.value === 0) return null;
  // "68 out of 80 right … what percent did I get wrong?": the question's side is the rest of the whole.
  const other = askedComplement(text);
  if (other !== null) {
    if (part.value > whole.value) return null;
    return solvePercentSetup([`p / 100 * ${show(whole.value)} = ${show(whole.value)} - ${show(part.value)}`], 'p', `p = the percent ${other}`, `the percent ${other} (${show(whole.value)} - ${show(part.value)} of ${show(whole.value)})`);
  }
  return solvePercentSetup([`p / 100 * ${show(whole.value)} = ${show(part.value)}`], 'p', 'p = the percent', `${show(part.value)} as a percent of ${show(whole.value)}`);
}

function solvePercentSetup(equations: string[], unknown: string, letters: string, meaning: string): EmbeddedReading | null {
  return solveSetup({ equations, unknown, letters, meaning });
}
