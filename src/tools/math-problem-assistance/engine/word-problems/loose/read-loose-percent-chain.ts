import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Percent changes applied in turn to one amount: "priced at $64; the store takes 15% off, and then 8% sales tax
// is added to the discounted price", "buys shirts for $15 and marks the price up 40%; during a sale the marked
// price is discounted 20%", "after a 20% raise I make $18 an hour". Each percent goes up (tax, tip, markup,
// raise, increase) or down (off, discount, sale, decrease) by the words next to it; two or more apply one after
// the other only when the story says so ("then", "the discounted price", "during a sale", "after that"), since
// "20% off and 8% tax" does not say which comes first. The amount at the start or at the end is given and the
// other asked (or, for one change, the change itself: "what's the sales tax"). One equation: start × (1 ± p₁/100)
// × (1 ± p₂/100) … = end, solved, put back, and the chain worked out again step by step.

const UP = /\b(?:tax|taxes|vat|tip|tips|gratuity|mark(?:s|ed)? (?:it |the price |them )?up|markup|mark-up|raise|raised|raises|increase[sd]?|increasing|rises?|rose|goes up|went up|added|adds|more|interest|surcharge|service charge)\b/;
const DOWN = /\b(?:off|discount(?:s|ed)?|sale|decrease[sd]?|decreasing|drops?|dropped|falls?|fell|reduc(?:es|ed|tion)|cut|markdown|marked down|less|lower(?:ed|s)?|depreciat\w+|loses?|lost)\b/;
const IN_TURN_OBJECT = /\b(?:the|that|this) (?:discounted|sale|new|marked|marked-up|reduced|raised|increased|higher|lower) (?:price|amount|total|cost|value|wage|pay)\b|\bduring (?:a|the) sale\b/g;
const IN_TURN = /\bthen\b|\bafter (?:that|this)\b|\bafterwards?\b|\blater\b|\b(?:the|that|this) (?:discounted|sale|new|marked|marked-up|reduced|raised|increased|higher|lower) (?:price|amount|total|cost|value|wage|pay)\b|\bduring (?:a|the) sale\b|\bthe next (?:year|month|week|day)\b/;
const ASKS_START = /\b(?:original(?:ly)?|before|at first|to begin with|at the start|start(?:ed)? with)\b/;
const ASKS_END = /\b(?:final|total|sale price|new (?:price|amount|cost|wage|pay|salary|value)|how much (?:do|did|does|will|would) (?:i|you|he|she|they|we|it) (?:pay|cost|make|earn|get)|how much (?:do|did|does|will|would) [a-z]+ (?:pay|spend)|how much (?:is|does) (?:it|the [a-z]+) (?:cost|now)|now|after|end up|what is the (?:price|cost|amount)|what (?:is|was) (?:the )?(?:sale|selling) price|what is the sale price|what does it cost)\b/;
const ASKS_PART = /\b(?:how much|what(?:'s|s| is| was| will be)?) (?:is |was |will be )?the (?:sales )?(?:tax|tip|discount|markup|raise|increase|interest|saving|savings)\b|\bhow much (?:tax|tip|off|is saved|do (?:i|you|they) save)\b/;

const ASKS_PERCENT = /\bwhat (?:percent|percentage|%)|\bby what (?:percent|percentage)\b|\bhow many percent\b|\bas a percent(?:age)?\b/;

interface Change {
  percent: Quantity;
  up: boolean;
}

/** The direction of each percent, from the words of its own clause around it. */
function readChanges(story: Story, percents: Quantity[]): Change[] | null {
  const { text } = story;
  const changes: Change[] = [];
  for (const [i, percent] of percents.entries()) {
    // Its own stretch: from the clause break after the percent before (or its sentence's start) to the next percent or the sentence's end.
    const previousEnd = i === 0 ? 0 : percents[i - 1]!.at + percents[i - 1]!.text.length;
    const clauseBreak = i === 0 ? -1 : text.slice(previousEnd).search(/[,;.]\s|\s(?:and|then)\s/);
    const from = i === 0 ? text.slice(0, percent.at).search(/[^.?!]*$/) : clauseBreak < 0 ? previousEnd : previousEnd + clauseBreak + 1;
    const sentenceEnd = text.slice(percent.at).search(/[.?!](?:\s|$)/);
    const to = Math.min(percents[i + 1]?.at ?? text.length, sentenceEnd < 0 ? text.length : percent.at + sentenceEnd);
    // The words nearest the percent: up to 30 characters either side, inside the stretch that is its own;
    // "the discounted price", "during a sale" say what a change applies to, not which way it goes.
    const near = text.slice(Math.max(from, percent.at - 30), Math.min(to, percent.at + percent.text.length + 35)).replace(IN_TURN_OBJECT, ' ');
    const up = UP.test(near);
    const down = DOWN.test(near);
    if (up === down) return null;
    changes.push({ percent, up });
  }
  return changes;
}

export function readLoosePercentChain(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const percents = quantities.filter((quantity) => quantity.percent);
  const amounts = quantities.filter((quantity) => !quantity.percent);
  if (percents.length === 0 || percents.length > 3 || amounts.length !== 1) return null;
  if (/\b(?:per|every|a year|annually|compound\w*|simple|years?|months?)\b/.test(text.replace(/\b(?:an|per|a) hour\b/g, ' ')) || /\bof (?:the|his|her|their|its) /.test(text.slice(percents[0]!.at, percents[0]!.at + 15))) return null;
  const changes = readChanges(story, percents);
  if (!changes) return null;
  if (changes.length > 1 && !IN_TURN.test(text)) return null;
  const amount = amounts[0]!;
  // "Altogether, what percent of the original price does he save?": the whole change as a percent, not an amount.
  if (ASKS_PERCENT.test(ask)) return readChainPercent(changes, ask);
  const asksPart = changes.length === 1 && ASKS_PART.test(ask);
  const asksStart = !asksPart && ASKS_START.test(ask);
  const asksEnd = !asksPart && !asksStart && ASKS_END.test(ask);
  if (!asksPart && !asksStart && !asksEnd) return null;
  // What the given amount is: the start when it comes before the changes and the end is asked; the end when
  // the start is asked ("after a 20% raise I make $18").
  const askStart = text.lastIndexOf(ask);
  if (amount.at >= askStart && ask !== text.trim()) return null;
  if (asksStart && amount.at < percents[0]!.at && !/\bafter\b|\bnow\b|\bpaid\b|\bpays\b|\bmake\b|\bmakes\b|\bcosts? now\b/.test(text.slice(0, askStart))) return null;
  if ((asksEnd || asksPart) && amount.at > percents[0]!.at && !/^(?:what|whats|what's|how much)\b/.test(text)) return null;
  if (changes.some((change) => !change.up && change.percent.value >= 100)) return null;
  const factors = changes.map((change) => `(1 ${change.up ? '+' : '-'} ${change.percent.exact} / 100)`);
  const worked = (start: number) => changes.reduce((value, change) => value * (1 + ((change.up ? 1 : -1) * change.percent.value) / 100), start);
  if (asksPart) {
    const change = changes[0]!;
    return solveChecked(
      { equations: [`c = ${change.percent.exact} / 100 * ${amount.exact}`], unknown: 'c', letters: `c = the ${change.up ? 'amount added' : 'amount taken off'} (${change.percent.exact}% of ${amount.exact})`, meaning: `${change.percent.exact}% of ${amount.exact}` },
      (values) => agrees(values.c!, (change.percent.value * amount.value) / 100),
    );
  }
  const equation = asksStart ? `x * ${factors.join(' * ')} = ${amount.exact}` : `x = ${amount.exact} * ${factors.join(' * ')}`;
  return solveChecked(
    {
      equations: [equation],
      unknown: 'x',
      letters: `x = the amount ${asksStart ? 'before the changes' : 'after the changes'} (each percent ${changes.length > 1 ? 'in turn ' : ''}multiplies by 1 + or − its share)`,
      meaning: asksStart ? 'the amount before the change' : 'the amount after the changes',
    },
    (values) => (asksStart ? agrees(worked(values.x!), amount.value) : agrees(values.x!, worked(amount.value))),
  );
}

/**
 * Changes in turn asked as one percent: the saving of discounts on discounts ("25% off, then another 10% off the
 * sale price: what percent of the original does he save?" → 32.5), or the rise of increases on increases. Only
 * when every change goes the way the question asks; the percent is worked out again from 100 put through the chain.
 */
function readChainPercent(changes: Change[], ask: string): EmbeddedReading | null {
  const saves = /\b(?:save[sd]?|saving|savings|off|discount|less|decrease|drop|reduction)\b/.test(ask);
  const rises = /\b(?:increase|rise|more|markup|up)\b/.test(ask);
  if (saves === rises || changes.length < 2 || changes.some((change) => change.up !== rises)) return null;
  const factors = changes.map((change) => `(1 ${change.up ? '+' : '-'} ${change.percent.exact} / 100)`).join(' * ');
  const end = changes.reduce((value, change) => value * (1 + ((change.up ? 1 : -1) * change.percent.value) / 100), 100);
  return solveChecked(
    {
      equations: [rises ? `p = 100 * (${factors} - 1)` : `p = 100 * (1 - ${factors})`],
      unknown: 'p',
      letters: `p = the whole ${rises ? 'increase' : 'saving'} as a percent of the original (each change multiplies what is left by 1 ${rises ? '+' : '−'} its share)`,
      meaning: `the whole ${rises ? 'increase' : 'saving'} as a percent of the original`,
    },
    (values) => agrees(values.p!, rises ? end - 100 : 100 - end),
  );
}
