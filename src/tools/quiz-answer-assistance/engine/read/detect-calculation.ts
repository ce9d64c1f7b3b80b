// A question is a calculation when the math engine can work it out: arithmetic, a percentage, an
// equation to solve, or a formula problem with at least two numbers and a quantity to find.
const NUMBER = /(?<![\p{L}])\d+(?:[.,]\d+)*(?![\p{L}]{3})/gu;
const EXPLICIT = [
  /\b\d+(?:\.\d+)?\s*%\s*of\s*\$?\d/i,
  /\bsolve\b.*=|\bsolve for [a-z]\b/i,
  /(?:^|[\s(])(?:\d+\s*)?[a-z]\s*(?:\^\s*\d+)?\s*[-+*/]\s*\d+[^=]*=\s*-?\d/i,
  /\b(?:derivative|integral|integrate|differentiate|simplify|factori[sz]e|expand)\b/i,
  /\d\s*(?:[-+*/^×÷])\s*\(?\s*\d/,
  /\b(?:square root|sqrt|cube root)\s*(?:of\s*)?\d/i,
];
const ASKS_FOR_QUANTITY =
  /\b(?:calculate|compute|work out|how (?:much|many|far|long|fast|high)|what (?:is|was|will be) the (?:\w+ )?(?:speed|velocity|acceleration|force|mass|weight|density|volume|area|distance|time|pressure|power|energy|work|current|voltage|resistance|momentum|frequency|wavelength|cost|price|total|average|mean|sum|product|difference|percentage|value|temperature)|find the (?:\w+ )?(?:value|speed|velocity|acceleration|force|mass|density|volume|area|distance|time|pressure|power|energy|work|current|voltage|resistance|total|average|sum))\b/i;

/** A percent asked in words, with the numbers it is about: "35 is what percent of 140?", "80 is 20% of what number?", "by what percent?". */
const PERCENT_IN_WORDS = /\bwhat (?:percent|percentage|per cent)\b|%\s*of what\b|\bpercent(?:age)? (?:increase|decrease|change)\b/i;

/** Years and year ranges ("2007-2008", "from 1990 to 2100") are dates, not quantities to compute with. */
const YEAR = /\b(?:1[0-9]{3}|20[0-9]{2})(?:\s*[-–]\s*(?:1[0-9]{3}|20[0-9]{2}|[0-9]{2}))?\b/g;

/** Any ask for a value: with two numbers in the question it is worth handing to the math engine first. */
const ASKS_FOR_VALUE = /\b(?:what(?:'s| is| was| are| were| will be)|how (?:many|much)|find|calculate|compute|work out)\b/i;

/**
 * Whether the math engine should try the question: 'clear' for arithmetic, a percentage, an equation or
 * a formula problem; 'possible' for any question with two numbers that asks "what is / how many / find…"
 * (a word problem the math tool may read, or a reading question that merely quotes figures); null otherwise.
 */
export function detectCalculation(stem: string): 'clear' | 'possible' | null {
  const withoutYears = stem.replace(YEAR, 'YEAR');
  if (EXPLICIT.some((pattern) => pattern.test(withoutYears))) return 'clear';
  const numbers = withoutYears.match(NUMBER) ?? [];
  if (numbers.length < 2) return null;
  if (ASKS_FOR_QUANTITY.test(withoutYears) || PERCENT_IN_WORDS.test(withoutYears)) return 'clear';
  return ASKS_FOR_VALUE.test(withoutYears) ? 'possible' : null;
}

export function looksLikeCalculation(stem: string): boolean {
  return detectCalculation(stem) !== null;
}

/** What to hand the math engine: the expression itself for "What is 15% of 80?", the whole problem for a word problem. */
export function extractMathProblem(stem: string): string {
  const ratio = readTimesMore(stem);
  if (ratio) return ratio;
  const bare = stem
    .trim()
    .replace(/^(?:what is|what's|calculate|compute|evaluate|work out|find)\s+(?=[-\d(√]|the value of|\d)/i, '')
    .replace(/^the value of\s+/i, '')
    .replace(/\s*[?=]\s*$/, '')
    .trim();
  return /^[-\d\s.,%()+*/^×÷√a-z]*$/i.test(bare) && /\d/.test(bare) && bare.split(/\s+/).length <= 12 ? bare : stem.trim();
}

/**
 * "50,000 → 1,350,000 telephones, how many times more?": the larger number over the smaller, which the
 * math engine works out (it does not read "times more" itself).
 */
function readTimesMore(stem: string): string | null {
  if (!/\bhow many times\b/i.test(stem)) return null;
  const numbers = (stem.replace(YEAR, 'YEAR').match(NUMBER) ?? []).map((text) => Number(text.replace(/,/g, '')));
  if (numbers.length !== 2 || numbers.some((value) => !Number.isFinite(value) || value === 0)) return null;
  const [a, b] = numbers as [number, number];
  return `${Math.max(a, b)} / ${Math.min(a, b)}`;
}
