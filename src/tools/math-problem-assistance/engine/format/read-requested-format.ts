/**
 * Session 47 (issue 35): a format instruction typed after the math — ", round to the nearest tenth", ", to 2 decimal
 * places", ", in degrees", ", give the answer in interval notation", ", as a mixed number", ", in simplest form" — was
 * refused as the words of a word problem, or dropped so the answer came in another form than asked. It is taken off
 * the end of the problem here and applied to the answer afterwards (finish-requested-format.ts).
 */

export interface RequestedFormat {
  /** Decimals asked for: 0 for "the nearest whole number", 1 for "the nearest tenth", 2 for "2 decimal places". */
  decimals?: number;
  /** "in degrees": an angle from an inverse trig function shown in degrees, or a trig function's number read as degrees. */
  degrees?: true;
  intervalNotation?: true;
  mixedNumber?: true;
  simplestForm?: true;
  decimal?: true;
}

const PLACES: Record<string, number> = { tenth: 1, hundredth: 2, thousandth: 3, 'ten-thousandth': 4, 'whole number': 0, integer: 0, one: 0, unit: 0, degree: 0 };
const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

// The words that may open a format instruction ("give the answer", "round your answers", "write it").
const LEAD = String.raw`(?:(?:please\s+)?(?:and\s+)?(?:round(?:ed)?|give|write|express|leave|present|answer|enter|state)\s+(?:(?:your|the|each|all)\s+)?(?:final\s+)?(?:answers?|results?|solutions?|it|them)?\s*)?`;
const BEFORE = String.raw`(?:^|[\s,;(]+)`;
const AFTER = String.raw`\s*[).]?\s*$`;

const RULES: Array<[RegExp, (m: RegExpExecArray, format: RequestedFormat) => void]> = [
  [new RegExp(`${BEFORE}${LEAD}(?:correct\\s+)?to\\s+(?:the\\s+)?nearest\\s+(tenth|hundredth|thousandth|ten-thousandth|whole number|integer|one|unit|degree)s?${AFTER}`, 'iu'), (m, f) => {
    f.decimals = PLACES[(m[1] as string).toLowerCase()];
    if ((m[1] as string).toLowerCase() === 'degree') f.degrees = true;
  }],
  [new RegExp(`${BEFORE}${LEAD}(?:correct\\s+)?to\\s+(\\d|one|two|three|four)\\s+(?:decimal\\s+places?|decimals|d\\.?\\s*p\\.?)${AFTER}`, 'iu'), (m, f) => {
    const count = (m[1] as string).toLowerCase();
    f.decimals = COUNTS[count] ?? Number(count);
  }],
  [new RegExp(`${BEFORE}${LEAD}(?:in|using)\\s+degrees${AFTER}`, 'iu'), (_m, f) => {
    f.degrees = true;
  }],
  [new RegExp(`${BEFORE}${LEAD}(?:in|using|with)\\s+interval\\s+notation${AFTER}`, 'iu'), (_m, f) => {
    f.intervalNotation = true;
  }],
  [new RegExp(`${BEFORE}${LEAD}(?:as|in)\\s+(?:a\\s+)?mixed\\s+numbers?(?:\\s+in\\s+(?:simplest|lowest)\\s+(?:form|terms))?${AFTER}`, 'iu'), (_m, f) => {
    f.mixedNumber = true;
  }],
  [new RegExp(`${BEFORE}${LEAD}(?:(?:as\\s+a\\s+(?:common\\s+|simple\\s+|reduced\\s+)?fraction\\s+)?in\\s+(?:its\\s+)?(?:simplest|lowest)\\s+(?:form|terms)|as\\s+a\\s+(?:common\\s+|simple\\s+|reduced\\s+|proper\\s+|improper\\s+)?fraction|(?:fully\\s+)?simplified)${AFTER}`, 'iu'), (_m, f) => {
    f.simplestForm = true;
  }],
  [new RegExp(`${BEFORE}${LEAD}as\\s+a\\s+decimal${AFTER}`, 'iu'), (_m, f) => {
    f.decimal = true;
  }],
];

/** The problem without the format instructions typed at its end, and what they ask; undefined when there are none. */
export function readRequestedFormat(source: string): { rest: string; format: RequestedFormat } | undefined {
  let rest = source.trim();
  const format: RequestedFormat = {};
  let found = false;
  for (let round = 0; round < 4; round += 1) {
    const rule = RULES.find(([pattern]) => pattern.test(rest));
    if (!rule) break;
    const match = rule[0].exec(rest) as RegExpExecArray;
    rule[1](match, format);
    rest = rest.slice(0, match.index).replace(/[\s,;]+$/u, '');
    found = true;
  }
  if (!found || rest === '') return undefined;
  return { rest, format };
}
