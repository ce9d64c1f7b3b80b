import { hasHiddenQuantity } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { readLooseAgeSumDifference } from './read-loose-age-sum-difference';
import { readLooseAges } from './read-loose-ages';
import { readLooseAngleRatio } from './read-loose-angle-ratio';
import { AS_LONG_AS_WORDS, readLooseAsLongAs } from './read-loose-as-long-as';
import { AVERAGE_WORDS, readLooseAverage } from './read-loose-average';
import { readLooseAverageSpeed } from './read-loose-average-speed';
import { readLooseBreakEven } from './read-loose-break-even';
import { readLooseCircles } from './read-loose-circles';
import { readLooseConsecutive } from './read-loose-consecutive';
import { COINS_MULTIPLE_WORDS, readLooseCoinsMultiple } from './read-loose-coins-multiple';
import { readLooseCompoundRate } from './read-loose-compound-rate';
import { readLooseConversion } from './read-loose-conversion';
import { readLooseCube } from './read-loose-cube';
import { readLooseCurrent } from './read-loose-current';
import { readLooseCandles } from './read-loose-candles';
import { readLooseCatchUp } from './read-loose-catch-up';
import { readLooseDiagonals } from './read-loose-diagonals';
import { DIGITS_WORDS, readLooseDigits } from './read-loose-digits';
import { readLooseFeeFromTwoTotals } from './read-loose-fee-from-two-totals';
import { readLooseFixedPlusRate } from './read-loose-fixed-plus-rate';
import { readLooseForEvery } from './read-loose-for-every';
import { readLooseFormulas } from './read-loose-formulas';
import { readLooseFirstThenEach } from './read-loose-first-then-each';
import { FRACTION_CHAIN_WORDS, readLooseFractionChain } from './read-loose-fraction-chain';
import { readLooseGroupMean } from './read-loose-group-mean';
import { readLooseGrowth } from './read-loose-growth';
import { readLooseNumberSentence } from './read-loose-number-sentence';
import { OPERATION_CHAIN_WORDS, readLooseOperationChain } from './read-loose-operation-chain';
import { readLooseProbability } from './read-loose-probability';
import { readLooseProfitTarget } from './read-loose-profit-target';
import { readLooseProportion } from './read-loose-proportion';
import { readLoosePlansCompared } from './read-loose-plans-compared';
import { readLoosePricedPair } from './read-loose-priced-pair';
import { readLooseRecipe } from './read-loose-recipe';
import { readLooseRegularPolygon } from './read-loose-regular-polygon';
import { readLooseRightAngleWalk } from './read-loose-right-angle-walk';
import { readLooseRateConversion } from './read-loose-rate-conversion';
import { readLooseRateTimesTime } from './read-loose-rate-times-time';
import { readLooseRoundTrip } from './read-loose-round-trip';
import { readLooseExponential } from './read-loose-exponential';
import { readLooseOneAge } from './read-loose-one-age';
import { readLooseFractionOfWhole } from './read-loose-fraction-of-whole';
import { readLooseSumDifference } from './read-loose-sum-difference';
import { readLooseRatioShares } from './read-loose-ratio-shares';
import { readLooseHowManyFit } from './read-loose-how-many-fit';
import { readLooseLegsDistance } from './read-loose-legs-distance';
import { readLooseLegsTime } from './read-loose-legs-time';
import { readLooseMixture } from './read-loose-mixture';
import { readLooseMixtureSystem } from './read-loose-mixture-system';
import { readLooseMoney } from './read-loose-money';
import { readLooseMotion } from './read-loose-motion';
import { readLooseInterestInYear } from './read-loose-interest-in-year';
import { readLoosePercent } from './read-loose-percent';
import { readLoosePercentChain } from './read-loose-percent-chain';
import { readLooseShadows } from './read-loose-shadows';
import { readLooseShapes } from './read-loose-shapes';
import { readLooseSimpleInterest } from './read-loose-simple-interest';
import { readLooseShopping, SHOPPING_WORDS } from './read-loose-shopping';
import { readLooseTwoKinds, TWO_KINDS_WORDS } from './read-loose-two-kinds';
import { readLooseTwoPrices } from './read-loose-two-prices';
import { readLooseUnitPrice } from './read-loose-unit-price';
import { readLooseWeightedGrade } from './read-loose-weighted-grade';
import { readLooseWork } from './read-loose-work';
import { readLooseWorkRates } from './read-loose-work-rates';
import { readLooseYearsUntil } from './read-loose-years-until';
import { readStory, type Story } from './read-story';
import { roundReading } from './round-reading';

// The loose readers: a story's numbers given roles by the words around them, not one fixed sentence.
// Each accounts for every number of the story or reads nothing; the first kind that reads it answers,
// and the answer is still solved and checked like a template's (read-school-problem.ts's solveSetup).
/**
 * Each reader with the words of a hidden quantity it reads itself ("twice the width", "twice as old",
 * quarters as coins); any other ("half", "a dozen", "three times as many", "both") is a step no loose
 * reader takes, so the story is not read.
 */
const READERS: Array<{ read: (story: Story) => EmbeddedReading | null; reads?: RegExp; readsOrdinals?: boolean }> = [
  { read: readLoosePercent },
  { read: readLooseMotion, reads: /\beach other\b/g },
  // "One pipe … and another pipe …": the second worker, which the reader counts itself.
  { read: readLooseWork, reads: /\banother\b/g },
  // "twice the third one": a member of the run named by its place, with its multiplier.
  { read: readLooseConsecutive, reads: /\b(?:twice|(?:three|four|five) times) (?=the (?:first|second|third|fourth|fifth|last|smallest|largest|middle)\b)|\bthe third(?= one\b| integer\b| number\b|\s+(?:plus|minus|is|equals)\b)/g },
  { read: readLooseShapes, reads: /\b(?:twice|double|triple|three times|four times|\d+ times)(?= (?:as long as|as wide as|the|its)\b)/g },
  { read: readLooseMixture },
  { read: readLooseMoney, reads: /\bquarters?\b/g },
  // "his age will be only double hers": a multiple of an age, which the reader reads as "twice as old as".
  { read: readLooseAges, reads: /\b(?:twice|half|three times|four times|five times|\d+ times)(?= as old\b)|(?<=\byears? (?:older|younger) than )(?:twice|three times|four times|five times|\d+ times)\b|(?<=\bage (?:is|was|will be) (?:only |just )?)(?:twice|double|triple)\b/g },
  { read: readLooseGrowth, reads: /\b(?:doubles|triples|halves)\b|\btwice(?= a year\b)/g },
  { read: readLooseProportion },
  { read: readLooseFormulas },
  { read: readLooseFixedPlusRate },
  { read: readLooseYearsUntil, reads: /\b(?:twice|three times|four times|five times|\d+ times)(?= as old\b)/g },
  { read: readLooseConversion },
  { read: readLooseOperationChain, reads: OPERATION_CHAIN_WORDS },
  { read: readLooseFractionChain, reads: FRACTION_CHAIN_WORDS },
  { read: readLooseAverage, reads: AVERAGE_WORDS, readsOrdinals: true },
  { read: readLooseShopping, reads: SHOPPING_WORDS },
  { read: readLooseRatioShares },
  { read: readLooseForEvery },
  { read: readLooseTwoKinds, reads: TWO_KINDS_WORDS },
  { read: readLooseWorkRates, reads: /\banother\b/g },
  { read: readLooseMixtureSystem },
  { read: readLooseSimpleInterest },
  // "the third year", "the 2nd year": the year asked by its order, which the reader counts itself.
  { read: readLooseInterestInYear, reads: /\b(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))(?= year\b)/g, readsOrdinals: true },
  { read: readLooseCircles },
  { read: readLooseDiagonals },
  { read: readLooseUnitPrice },
  { read: readLooseRateConversion },
  { read: readLooseHowManyFit },
  { read: readLooseRateTimesTime },
  { read: readLooseRoundTrip },
  { read: readLooseOneAge },
  { read: readLooseFractionOfWhole },
  { read: readLooseSumDifference },
  // "triples every day": the factor the reader reads itself.
  { read: readLooseExponential, reads: /\b(?:doubles|triples)(?= (?:every|each) day\b)|\bhalf(?=[- ]life\b)/g },
  { read: readLooseDigits, reads: DIGITS_WORDS },
  { read: readLooseAverageSpeed, reads: /\banother\b/g },
  { read: readLooseCurrent },
  // "half an hour later": the head start, which the reader reads itself.
  { read: readLooseCatchUp, reads: /\bhalf(?= an hour later\b)/g },
  // "A pair of sneakers is priced at $64": one item, whose price every number of the chain follows.
  // "another 10% off the sale price": a second change of the chain, which the reader counts itself.
  { read: readLoosePercentChain, reads: /\ba pair of\b|\banother(?= \d+(?:\.\d+)? ?(?:%|percent\b))/g },
  // "The remaining 3 numbers", "the rest": the part of the group the reader counts itself; "the average score": a mean, not twenty.
  { read: readLooseGroupMean, reads: /\b(?:remaining|rest)\b|(?<=\b(?:average|mean|test|quiz) )scores?\b/g },
  { read: readLooseRegularPolygon },
  { read: readLooseAgeSumDifference },
  { read: readLooseCompoundRate },
  // "the rest of the grade": the part the percents leave, which the reader weighs itself; "what score": the score asked.
  // "another candle": the second candle, which the reader counts itself.
  { read: readLooseRecipe },
  { read: readLooseFeeFromTwoTotals },
  { read: readLooseCoinsMultiple, reads: COINS_MULTIPLE_WORDS },
  { read: readLooseLegsDistance },
  // "the rest of the race": the second part, which the reader works out itself.
  { read: readLooseLegsTime, reads: /\b(?:rest|remaining|remainder)\b/g },
  // "the rest at $20": the second kind; "a double rents for $140": a room's kind, not a multiple (the reader needs four amounts).
  { read: readLooseTwoPrices, reads: /\b(?:rest|remaining|doubles?)\b/g },
  { read: readLooseCandles, reads: /\banother\b/g },
  { read: readLooseWeightedGrade, reads: /\b(?:rest|remaining|remainder|score)\b/g },
  { read: readLooseProfitTarget },
  { read: readLooseFirstThenEach },
  // "Another gym", "a second club": the other plan, which the reader counts itself.
  { read: readLooseBreakEven, reads: /\banother\b/g },
  // "another company": the other plan, which the reader counts itself.
  { read: readLoosePlansCompared, reads: /\banother\b/g },
  { read: readLooseAngleRatio },
  { read: readLooseCube },
  { read: readLooseRightAngleWalk },
  { read: readLooseShadows },
  // "heads all three times": the flips the reader counts itself.
  { read: readLooseProbability, reads: /\b(?:two|three|four|five|six|seven|eight|nine|ten) times\b/g },
  // "less than twice the price of the jeans": the link between the two prices; "a pair of jeans": one thing priced.
  { read: readLoosePricedPair, reads: /\b(?:twice|double|triple|thrice|(?:two|three|four|five|\d+) times)(?= (?:the (?:price|cost) of )?(?:a|an|one|the|each) )|\ba pair of\b/g },
  // "one piece is twice as long as the other", "it takes Tom twice as long as Ana": the multiple the reader reads itself.
  { read: readLooseAsLongAs, reads: AS_LONG_AS_WORDS },
  { read: readLooseNumberSentence, reads: /\b(?:twice|double|triple|thrice|half|one half|a third|one third|a quarter|one quarter|one fourth|a fourth|two thirds|three quarters|three fourths|another|(?:\d+|two|three|four|five|six|seven|eight|nine|ten) times)\b/g },
];

export function readLooseProblem(text: string): EmbeddedReading | null {
  const story = readStory(text);
  if (!story) return null;
  // As typed first; then, when nothing read it, with its amounts in words as digits ("Twenty years from now") and
  // its question in the readers' words ("Find the number of quarters").
  const asTyped = readLooseStory(story);
  if (asTyped) return asTyped;
  const loose = readStory(text, true);
  return loose && (loose.text !== story.text || loose.ask !== story.ask) ? readLooseStory(loose) : null;
}

function readLooseStory(story: Story): EmbeddedReading | null {
  // "Round to the nearest inch": a rounding the story reader did not take out is one no answer would follow.
  // (Said as an instruction: "10th round to bring his average" is a game's round.)
  if (story.round === undefined && /(?:^|[.,;!?(]\s*|\b(?:and|then|please|pls)\s+)round(?:ed)? (?:it |your answer |the answer |this )?(?:to|off)\b/.test(story.text)) return null;
  const readings = READERS.flatMap(({ read, reads, readsOrdinals }) => {
    if (hasHiddenQuantity(reads ? story.text.replace(reads, ' ') : story.text)) return [];
    // "3rd", "7th": an order in digits, which a reader that does not read it would take for no number at all.
    if (story.ordinals.length > 0 && !readsOrdinals) return [];
    const reading = read(story);
    return reading ? [reading] : [];
  });
  // Two readers that set it up their own ways and reach the same number agree; two numbers are two stories.
  if (readings.length === 0 || readings.some((reading) => reading.answer !== readings[0]!.answer)) return null;
  // A school story's answer never has a seven-digit denominator: one means a rounded decimal got into the setup
  // ("60000000000/6666666667" from 40 minutes as 0.6666666667 h), so the reading is refused, not shown.
  // A rounding the question asks for is the exception: an amount to deposit now, 10000/1.05^6, is such a fraction exactly.
  if (story.round === undefined) return /\/\s*\d{7,}/.test(readings[0]!.answer) ? null : readings[0]!;
  return roundReading(readings[0]!, story.round);
}
