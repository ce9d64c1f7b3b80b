import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// A part said as a fraction of a whole, and the whole asked (session 44): "Carlos saved $240, which is 3/5 of the money
// he needs for a bike. How much does the bike cost?" → (3/5)·w = 240. Exactly the part and the fraction; the fraction
// said "which is 3/5 of", "that is 2/3 of" or "is 3/4 of" right after the part; the question asks the whole, not what is
// still needed ("how much more", "left", "the rest"). Solved, and the part worked out again from the whole.

export function readLooseFractionOfWhole(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 2 || quantities.some((quantity) => quantity.percent || !(quantity.value > 0))) return null;
  const fraction = quantities.find((quantity) => /^\d+\/\d+$/.test(quantity.text));
  const part = quantities.find((quantity) => quantity !== fraction);
  if (!fraction || !part || !(fraction.value > 0 && fraction.value < 1)) return null;
  // "$240, which is 3/5 of": the fraction said of the part, right after it.
  const between = text.slice(part.at + part.text.length + (part.money ? 1 : 0), fraction.at);
  if (!(fraction.at > part.at) || !/^\s*(?:[a-z]+\s+){0,2}?,?\s*(?:which|that|this) (?:is|was)\s+$|^\s*(?:[a-z]+\s+){0,2}?(?:is|was)\s+$/.test(between)) return null;
  if (!/^of (?:the |his |her |their |my |your |what )/.test(text.slice(fraction.at + fraction.text.length).trimStart())) return null;
  if (!/\bhow much\b|\bwhat (?:is|was|does)\b|\bhow many\b/.test(ask) || /\bmore\b|\bleft\b|\bstill\b|\bremain|\brest\b|\bother\b|\bless\b|\bsaved\b|\bhas\b|\bhave\b/.test(ask)) return null;
  // The whole named as one ("cost", "total", "needs", "in all"), and not the part's own verb ("spent $240 … how much did he spend").
  if (!/\b(?:cost|costs|price|total|whole|in all|altogether|need|needs|originally|at first|worth)\b/.test(ask)) return null;
  const verb = /\b([a-z]+)\s+\$?\s*$/.exec(text.slice(Math.max(0, part.at - 20), part.at))?.[1];
  if (verb && verb.length > 3 && !/^(?:which|that|this|only|just|about)$/.test(verb) && new RegExp(`\\b${verb.slice(0, 4)}`).test(ask)) return null;
  return solveChecked(
    {
      equations: [`${fraction.exact} * w = ${part.exact}`],
      unknown: 'w',
      letters: `w = the whole (${part.money ? '$' : ''}${part.exact} is ${fraction.exact} of it)`,
      meaning: 'the whole amount',
    },
    ({ w }) => w! > 0 && agrees(w! * fraction.value, part.value),
  );
}
