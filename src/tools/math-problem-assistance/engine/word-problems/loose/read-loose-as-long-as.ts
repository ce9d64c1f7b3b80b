import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// "Twice as long" (session 44), in the two shapes homework gives it:
// - a whole split in two, one part k times the other: "a board 12 feet long is cut into two pieces so that one piece
//   is twice as long as the other" (the longer or shorter piece asked), "the trip home took twice as long as the trip
//   there; the whole trip took 6 hours" (the part asked by its own words): s + k·s = whole;
// - one worker k times as slow as another, with their time together: "it takes Tom twice as long as Ana to mow the
//   lawn; together they can mow it in 4 hours; how long would it take Ana alone?": 1/b + 1/(k·b) = 1/together.
// One number in the story (the whole, or the time together), one "k as long as"; anything else and it refuses.

export const AS_LONG_AS_WORDS = /\b(?:twice|double|triple|three times|four times|five times|\d+ times)(?= as long as\b)/g;
const MULTIPLE = /\b(twice|double|triple|three times|four times|five times|(\d+) times) as long as\b/;
const FACTOR: Record<string, number> = { twice: 2, double: 2, triple: 3, 'three times': 3, 'four times': 4, 'five times': 5 };
const WHOLE = /\b(?:cut|divided|split|broken)\s+into\s+(?:two|2)\s+(?:pieces|parts|sections|lengths)\b|\b(?:whole|total|entire|round)\s+(?:trip|journey|thing|board|rope|length)\b|\bin all\b|\baltogether\b|\bin total\b/;
const TOGETHER = /\btogether\b|\bworking together\b|\bat the same time\b/;

/** The words of a subject, without a leading article ("the trip home" → "trip home"). */
const bare = (phrase: string) => phrase.replace(/^(?:the|a|an|one|his|her|their|my)\s+/, '').trim();

export function readLooseAsLongAs(story: Story): EmbeddedReading | null {
  const { text, ask } = story;
  const multiple = MULTIPLE.exec(text);
  if (!multiple || (text.match(/\bas long as\b/g) ?? []).length !== 1) return null;
  // "4 times as long as": the 4 is the multiple, not an amount of the story.
  const quantities = story.quantities.filter((quantity) => !(multiple[2] && quantity.at === multiple.index));
  if (quantities.length !== 1) return null;
  const [quantity] = quantities as [Story['quantities'][number]];
  if (quantity.money || quantity.percent || !(quantity.value > 0)) return null;
  const k = multiple[2] ? Number(multiple[2]) : FACTOR[multiple[1]!];
  if (!k || k <= 1) return null;
  const before = text.slice(0, multiple.index);
  const after = text.slice(multiple.index + multiple[0].length);
  const unit = quantity.after.split(' ')[0] ?? '';
  if (!/^[a-z]+$/.test(unit)) return null;
  // Work: "it takes Tom twice as long as Ana to …", "Tom takes twice as long as Ana to …", with a time together.
  const worker = /(?:\bit takes|\bit took)\s+([a-z]+)\s*$|\b([a-z]+)\s+(?:takes|took|needs)\s*$/.exec(before);
  const other = /^\s*([a-z]+)\b(?:\s+(?:does|did))?\s+to\b/.exec(after);
  if (worker && other && TOGETHER.test(text)) {
    const slow = worker[1] ?? worker[2]!;
    const fast = other[1]!;
    if (slow === fast || /^(?:it|the|a|he|she|they)$/.test(slow) || /^(?:it|the|a|he|she|they)$/.test(fast)) return null;
    if (!/\balone\b|\bby (?:him|her)self\b|\bon (?:his|her) own\b/.test(ask)) return null;
    const asksSlow = new RegExp(`\\b${slow}\\b`).test(ask);
    const asksFast = new RegExp(`\\b${fast}\\b`).test(ask);
    if (asksSlow === asksFast) return null;
    const asked = /\bhow many (hours|minutes|days|weeks)\b/.exec(ask)?.[1];
    if ((asked && !unit.startsWith(asked.replace(/s$/, ''))) || !/^(?:hours?|minutes?|days?|weeks?)$/.test(unit)) return null;
    const T = quantity.value;
    const name = asksSlow ? slow : fast;
    const equation = asksSlow ? `1 / (b / ${show(k)}) + 1 / b = 1 / ${quantity.exact}` : `1 / b + 1 / (${show(k)} * b) = 1 / ${quantity.exact}`;
    return solveChecked(
      {
        equations: [equation],
        unknown: 'b',
        letters: `b = the ${unit} ${name} takes alone (${slow} takes ${show(k)} times as long as ${fast}; in one ${unit.replace(/s$/, '')} each does 1 over their own time of the job, and together 1/${quantity.exact})`,
        meaning: `the time in ${unit} ${name} takes alone`,
      },
      ({ b }) => {
        const fastTime = asksSlow ? b! / k : b!;
        return b! > 0 && agrees(1 / fastTime + 1 / (k * fastTime), 1 / T);
      },
    );
  }
  // A whole in two parts: the subject before "k as long as" is k times the one after it. The number must be the whole's,
  // said in the sentence that says it is the whole ("a board 12 feet long is cut into two pieces", "the whole trip took
  // 6 hours"), not a part's ("the shorter piece is 4 feet").
  const sentenceOf = (at: number) => {
    const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('? ', at), text.lastIndexOf('! ', at));
    const ends = ['. ', '? ', '! '].map((stop) => text.indexOf(stop, at)).filter((end) => end >= 0);
    return text.slice(start + 1, ends.length ? Math.min(...ends) : text.length);
  };
  if (!WHOLE.test(sentenceOf(quantity.at))) return null;
  if (/\b(?:shorter|longer|smaller|larger|bigger|other|one|each|first|second)\s+(?:piece|part|section|length|trip|leg|way)?\s*(?:is|was|measures|took|takes)?\s*$/.test(text.slice(Math.max(0, quantity.at - 30), quantity.at))) return null;
  const subject = /(?:^|[.,;]\s*|\b(?:so that|so|and|if|while|where)\s+)((?:the|one|a)\s+[a-z]+(?:\s+[a-z]+)?)\s+(?:is|was|took|takes|will take|lasted|is cut)\s*$/.exec(before);
  const object = /^\s*((?:the\s+)?(?:other|[a-z]+)(?:\s+(?:one|piece|part|there|back|home|out|[a-z]+))?)\b/.exec(after);
  if (!subject || !object) return null;
  const big = bare(subject[1]!);
  const small = bare(object[1]!);
  const longer = /\b(?:longer|longest|bigger|larger)\b/.test(ask);
  const shorter = /\b(?:shorter|shortest|smaller)\b/.test(ask);
  const namesBig = big !== '' && ask.includes(big);
  const namesSmall = small !== '' && small !== 'other' && ask.includes(small);
  // "the longer piece" / "the shorter one" decide; else the part named by its own words ("the trip there").
  const asksBig = longer || shorter ? longer : namesBig && !namesSmall;
  const asksSmall = longer || shorter ? shorter : namesSmall && !namesBig;
  if (asksBig === asksSmall) return null;
  const asked = /\bhow many ([a-z]+)\b/.exec(ask)?.[1];
  if (asked && asked !== unit && !(asked.replace(/s$/, '') === unit.replace(/s$/, ''))) return null;
  const W = quantity.value;
  const part = asksBig ? `the ${longer ? 'longer part' : big}` : `the ${shorter ? 'shorter part' : small}`;
  return solveChecked(
    {
      equations: [asksBig ? `p + p / ${show(k)} = ${quantity.exact}` : `p + ${show(k)} * p = ${quantity.exact}`],
      unknown: 'p',
      letters: `p = ${part} in ${unit} (${big} is ${show(k)} times ${small}, and the two together make ${quantity.exact} ${unit})`,
      meaning: `${part} in ${unit}`,
    },
    ({ p }) => {
      const smallPart = asksBig ? p! / k : p!;
      return p! > 0 && agrees(smallPart + k * smallPart, W);
    },
  );
}
