import { solveSetup } from '../read-school-problem';
import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';

// A fixed amount plus so much per item or per period, and the total: "a plan costs $25 a month plus
// $0.10 per text; the bill was $32.50: how many texts?", "Tom saves $15 a week and already has $40: how
// many weeks until he has $190?". Exactly three amounts of money: the rate is the one "per"/"a"/"each" of
// the thing the question counts, the total the one the question names or the bill states, the fixed
// amount the third. The count must come out whole and positive, or the story is not this one.

const TOTAL_BEFORE = /\b(?:bill|total|charge|cost|price|fare) (?:was|is|came to|of|comes to|will be)\s*\$?\s*$|\b(?:paid|pays|spent|spends|earned|earns|collected|raised)\s*(?:a total of\s*)?\$?\s*$/;
const NOT_A_COUNT = /^(?:more|less|each|total|in|of|and|to|for|at|on)$/;

function rateOf(story: Story, money: Quantity[], counted: string): Quantity[] {
  return money.filter((quantity) => {
    const rest = story.text.slice(quantity.at).replace(/^\$?\s?[\d,.]+\s*/, '');
    const per = rest.match(/^(?:per|a|an|each|every|for each|for every) ([a-z]+)/);
    return per !== null && nounKey(per[1]!) === counted;
  });
}

export function readLooseFixedPlusRate(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  if (quantities.length !== 3 || !quantities.every((quantity) => quantity.money)) return null;
  const asked = ask.match(/\bhow many ([a-z]+)\b/)?.[1];
  if (!asked || NOT_A_COUNT.test(asked)) return null;
  const counted = nounKey(asked);
  const rate = rateOf(story, quantities, counted);
  if (rate.length !== 1) return null;
  const askStart = text.lastIndexOf(ask);
  const inAsk = quantities.filter((quantity) => quantity.at >= askStart && quantity !== rate[0]);
  const stated = quantities.filter((quantity) => quantity.at < askStart && quantity !== rate[0] && TOTAL_BEFORE.test(text.slice(Math.max(0, quantity.at - 40), quantity.at)));
  const total = inAsk.length === 1 ? inAsk : inAsk.length === 0 ? stated : [];
  if (total.length !== 1) return null;
  const fixed = quantities.filter((quantity) => quantity !== rate[0] && quantity !== total[0]);
  if (fixed.length !== 1 || !(total[0]!.value > fixed[0]!.value)) return null;
  // "…until he has $190", "…to reach $190": a total asked must be something reached, not a second price.
  if (inAsk.length === 1 && !/\b(?:until|to reach|to save|to have|to pay off|to earn|for)\b/.test(ask)) return null;
  const [f, r, t] = [show(fixed[0]!.value), show(rate[0]!.value), show(total[0]!.value)];
  const reading = solveSetup({
    equations: [`${f} + ${r} * n = ${t}`],
    unknown: 'n',
    letters: `n = the number of ${asked} ($${f} fixed, $${r} for each)`,
    meaning: `the number of ${asked}`,
    whole: true,
  });
  return reading;
}
