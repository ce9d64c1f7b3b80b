import { MONEY_SIGN, maskMoneySigns } from '../../shared/money-signs';
import { convertLatex, latexToAscii } from './latex-to-ascii';
import { WHOLE_NAMES } from './math-names';

export type TaskHint = 'solve' | 'simplify' | 'factor' | 'expand' | 'evaluate' | 'derivative' | 'integral' | 'limit';

/** What the words around the math say: the task, the variable, a limit's point, an integral's bounds. */
export interface Instructions {
  /** The math alone, in the ASCII the math reader takes. */
  math: string;
  task?: TaskHint;
  variable?: string;
  limit?: { variable: string; point: string; direction?: 'left' | 'right' };
  bounds?: { lower: string; upper: string };
  /** Where the solutions are wanted: "for 0 ≤ x < 2π", "on [0, 2π)", "in the interval [0, 360)". */
  domain?: { lower: string; upper: string; closedLower: boolean; closedUpper: boolean };
  /** The interval was written in degrees ("0° ≤ θ < 360°", "in degrees"). */
  degrees?: true;
  /** A derivative's order: 2 for d^2/dx^2 and "second derivative". */
  order?: 2;
  /** "If n = 11, what is …": the values to put into the expression (`n = 11`, `x = 2 and y = 5`). */
  given?: string;
  /** Pieces of math that the words kept apart ended up side by side. */
  separatePieces?: boolean;
  /** "find the zeros of …", "x-intercepts of …": y = P asks for P = 0. */
  zeros?: true;
  /** A condition on the letters typed after an expression ("(x ≥ 0)", "for x > 0", ", x ≠ 2"): taken as given. */
  assumption?: string;
  /** Words were left over that are not an instruction we know: probably a word problem. */
  leftoverWords?: string[];
  /** The math ended on "=" with nothing (or only "?") after it: "12 × 4 =", "2x + 3 =". */
  blankAfterEquals?: true;
  /** The method the student asked for ("by completing the square", "quadratic formula pls"). */
  method?: AskedMethod;
}

export type AskedMethod = 'quadratic formula' | 'completing the square' | 'factoring' | 'square roots' | 'substitution' | 'elimination';

// Math copied from LaTeX sources sits in $…$ or \(…\); outside is English. Segments are marked ⟦…⟧ so
// the word rules below never read inside them, and single letters in them ("for $x$") stay readable.
const OPEN = '⟦';
const CLOSE = '⟧';
const VAR = `${OPEN}?\\s*([A-Za-z])\\s*${CLOSE}?`;
// After a variable named in the words ("find x if …", "values of x: …"): an operator next means the letter
// begins the math ("find the roots of x - 2"), so it is not the variable's name.
const AFTER_VAR = `(?=$|[,:?]|${CLOSE}|\\s*$|\\s+[^\\s+\\-*/^=<>)!·×÷])`;

function markSegments(source: string): string {
  const delimited = /\$\$([\s\S]+?)\$\$|\$([^$]+)\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]|\\begin\{(?:align|cases|eqnarray|gather)\*?\}([\s\S]+?)\\end\{(?:align|cases|eqnarray|gather)\*?\}/gu;
  if (!delimited.test(source)) return latexToAscii(source);
  return source.replace(delimited, (_all, a?: string, b?: string, c?: string, d?: string, e?: string) => {
    // A sentence's full stop often sits inside the math ($x = 2.$).
    const inside = convertLatex(a ?? b ?? c ?? d ?? e ?? '').replace(/[\s.,;?!]+$/u, '');
    return ` ${OPEN}${inside}${CLOSE} `;
  });
}

const SUBSCRIPT_DIGITS: Record<string, string> = { '₀': '0', '₁': '1', '₂': '2', '₃': '3', '₄': '4', '₅': '5', '₆': '6', '₇': '7', '₈': '8', '₉': '9', '₋': '-' };
const SUPERSCRIPT_DIGITS: Record<string, string> = { '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-' };

/** ∫₀¹ (bounds pasted as Unicode sub- and superscripts) is ∫_{0}^{1}; x₁ is x_1. */
function unicodeBounds(text: string): string {
  const digits = (run: string, table: Record<string, string>) => [...run].map((c) => table[c] ?? '').join('');
  return text
    .replace(/∫\s*([₀-₉₋]+)\s*([⁰¹²³⁴-⁹⁻]+)/gu, (_all, low: string, high: string) => `∫_{${digits(low, SUBSCRIPT_DIGITS)}}^{${digits(high, SUPERSCRIPT_DIGITS)}}`)
    .replace(/([A-Za-z])([₀-₉]+)/gu, (_all, letter: string, low: string) => `${letter}_${digits(low, SUBSCRIPT_DIGITS)}`);
}

/**
 * "5 x 3" and "2x3" with no other letter: the x is a times sign (no one asks to simplify 5·x·3). With any
 * other letter or an equation around, x stays the variable.
 */
function timesLetter(math: string): string {
  if (!/\d\s*x\s*\d/u.test(math) || /[=<>≤≥]/u.test(math)) return math;
  const withoutTimes = math.replace(/(\d)\s*x\s*(?=\d)/gu, '$1*');
  return /[A-Za-z]/u.test(withoutTimes) ? math : withoutTimes;
}

function unicodeWords(text: string): string {
  return unicodeBounds(text)
    // 1,000,000 and LaTeX's 1{,}000 are one number, not a list.
    .replace(/(\d)(?:\{,\}|,\\!|,)(?=\d{3}(?!\d))/gu, '$1')
    .replace(/[→⟶⇒➝]/gu, '->')
    .replace(/[′’‘`]/gu, "'")
    .replace(/[“”]/gu, '"')
    .replace(/\u00a0/gu, ' ');
}

/** Splits the student's text into instructions and math; throws nothing (the math reader judges the math). */
export function readInstructions(source: string): Instructions {
  // $8 is an amount of money: the sign is dropped (the words around it make it a word problem anyway).
  let text = unicodeWords(markSegments(maskMoneySigns(source)).replaceAll(MONEY_SIGN, ' ')).replace(/[ \t]+/gu, ' ').trim();
  const result: Omit<Instructions, 'math'> = {};
  const setTask = (task: TaskHint) => {
    result.task ??= task;
  };
  const take = (pattern: RegExp, apply: (match: RegExpExecArray) => string | void): boolean => {
    const match = pattern.exec(text);
    if (!match) return false;
    const replacement = apply(match) ?? ' ';
    text = `${text.slice(0, match.index)}${replacement}${text.slice(match.index + match[0].length)}`.replace(/[ \t]+/gu, ' ').trim();
    return true;
  };

  // Format instructions ("Express your answer as a common fraction.") say nothing about the problem.
  take(/(^|[.?!]\s)\s*(?:express|give|write|enter|leave|round|present)\s+(?:your|the)\s+answer[^.?!]*[.?!]?/iu, (m) => m[1]);
  take(/(^|[.?!]\s)\s*(?:your answer should|simplify your answer)[^.?!]*[.?!]?/iu, (m) => m[1]);
  // Typed after a comma and with no article ("solve 4 − x² > 0, give answer in interval notation"). A precision asked
  // for ("…, give your answer to the nearest tenth") stays: word problems read rounding as a step of its own.
  take(/[,;]\s*(?:express|give|write|enter|leave|present)\s+(?:(?:your|the)\s+)?answers?\b(?![^.?!]*\b(?:nearest|decimal|round|significant)\b)[^.?!]*[.?!]?/iu, () => ' ');
  // Only straight after the math or a comma: "Express your answer in interval notation" is taken whole by the rules above.
  take(/(?<![A-Za-z]\s*)[,;]?\s*\b(?:in|using|use)\s+interval\s+notation\b[.?!]?/iu, () => ' ');
  text = text.replace(/^(?:please|can you|could you|help me)\s+/iu, '').replace(/[\s.?!]+$/u, '').replace(/[.?!]\s*(?=⟦|$)/gu, ' ');
  readAskedMethod(result, take);
  readBlankAfterEquals(result, take);

  // 15% of 80, 15 percent of 80.
  text = text.replace(/(\d+(?:\.\d+)?)\s*(?:\\?%|percent)\s+of\b/giu, '($1/100)*');
  // 2/3 of 45: the fraction times the number that follows (not "2/3 of the class", and not after a whole number: 1 1/2 of 8 is a mixed number, left as it is).
  text = text.replace(/(?<![\d.]\s*)(\d+\s*\/\s*\d+)\s+of\b(?=\s*[\d(.$])/gu, '($1)*');

  readDomain(result, take);
  readAssumption(result, take, () => text);
  readLimit(result, take);
  readIntegral(result, take);
  readDerivative(result, take);
  readPrimeOfNamedFunction(result, take, () => text);
  readTask(result, take, setTask);

  // Fillers that carry no instruction.
  for (let round = 0; round < 3; round += 1) {
    // "a" and "an" only before a filler noun: in "a x + b = 0", a is a variable.
    take(/^\s*(?:the|following|given|this|each|of)\b\s*/iu, () => '');
    take(/^\s*(?:a|an)\s+(?=(?:following|given|expression|equation|inequality|system|function|polynomial|number|value)\b)/iu, () => '');
    take(/^\s*(?:expression|equation|equations|inequality|inequalities|system(?: of (?:linear )?equations)?|function|polynomial|number|value)s?\b\s*/iu, () => '');
    take(/^\s*[:,]\s*/u, () => '');
  }
  take(/\s*[:]\s*$/u, () => '');
  // "x + y = 5; x - y = 1 solve the system": the instruction typed after the equations leaves its noun behind.
  if (/=/u.test(text)) take(/\s*\b(?:the\s+)?(?:system(?:\s+of\s+(?:linear\s+)?equations)?|equations)\s*$/iu, () => '');
  const leftover = englishWords(text);
  if (leftover.length > 0) result.leftoverWords = leftover;
  // Two pieces of math left side by side lost the words between them ("Given $A$, find $B$"): they
  // are not one expression.
  if (new RegExp(`${CLOSE}\\s*${OPEN}`, 'u').test(text)) result.separatePieces = true;
  const math = timesLetter(text.replace(new RegExp(`[${OPEN}${CLOSE}]`, 'gu'), ' ').replace(/[ \t]+/gu, ' ').trim());
  return { math, ...result };
}

type Take = (pattern: RegExp, apply: (match: RegExpExecArray) => string | void) => boolean;

const METHOD_NAMES: Array<[RegExp, AskedMethod | undefined]> = [
  [/^quadratic formula$/iu, 'quadratic formula'],
  [/^complet(?:e|ing)\s+(?:the\s+)?square$/iu, 'completing the square'],
  [/^(?:factoring|factori[sz]ing|factori[sz]ation)$/iu, 'factoring'],
  [/^square\s+roots?$/iu, 'square roots'],
  [/^substitution$/iu, 'substitution'],
  [/^elimination$/iu, 'elimination'],
];
// Ways of working a student may name that choose no method of ours but say nothing about the problem either.
const METHOD_PHRASE = `(quadratic formula|complet(?:e|ing)\\s+(?:the\\s+)?square|factoring|factori[sz]ing|factori[sz]ation|square\\s+roots?|substitution|elimination|grouping|synthetic division|(?:the\\s+)?rational roots?(?:\\s+theorem)?|(?:a\\s+|the\\s+)?(?:double|half)[- ]angle (?:formulas?|identit(?:y|ies))|identities)(?:\\s+method)?`;

/**
 * "x^2 - 4x - 1 = 0 quadratic formula pls", "factor by grouping …", "solve … by completing the square": the
 * way of working is not part of the math. A method name counts after "by/using/with/via" anywhere, or bare at
 * the end; politeness words go too. The method is kept so that the engine can show it first when it applies.
 */
function readAskedMethod(result: Omit<Instructions, 'math'>, take: Take): void {
  take(/[\s,]*\b(?:pls|plz|please|thanks|thank you|thx)\b[\s,]*$/iu, () => '');
  const named = (phrase: string) => {
    const found = METHOD_NAMES.find(([pattern]) => pattern.test(phrase.trim().replace(/\s+/gu, ' ')));
    if (found?.[1]) result.method ??= found[1];
  };
  take(new RegExp(`[\\s,]*\\b(?:using|use|by|with|via)\\s+(?:the\\s+)?${METHOD_PHRASE}\\b[\\s,]*`, 'iu'), (m) => {
    named(m[1] as string);
    return ' ';
  });
  take(new RegExp(`(?<=[\\d)\\]}a-z])[\\s,]+(?:the\\s+)?${METHOD_PHRASE}\\s*$`, 'iu'), (m) => {
    named(m[1] as string);
    return '';
  });
  take(/[\s,]*\b(?:pls|plz|please)\b[\s,]*$/iu, () => '');
}

/**
 * "(3/4)^-2 + 2^-1 = ?", "y' = ?", "x + 3 = 5, x = ?": a blank after "=" asks for what stands before it. With
 * nothing else to solve it asks for the value; after an equation, a lone letter is the unknown asked for
 * ("y' = ?" is left for the derivative reader).
 */
function readBlankAfterEquals(result: Omit<Instructions, 'math'>, take: Take): void {
  if (!take(/(?<![<>!=≤≥])\s*=\s*(?:\?+|_+)?\s*$/u, () => '')) return;
  result.blankAfterEquals = true;
  take(/[,;]\s*(?:so\s+|then\s+)?([A-Za-z])\s*$/u, (m) => {
    result.variable ??= m[1] as string;
    result.task ??= 'solve';
    return '';
  });
}

/** lim_(x->0) …, lim x->0 …, "limit of … as x approaches 0", "as x → ∞", "from the left". */
function readLimit(result: Omit<Instructions, 'math'>, take: Take): void {
  const point = (raw: string) => {
    let value = raw.trim().replace(/^[({]|[)}]$/gu, '').trim();
    let direction: 'left' | 'right' | undefined;
    const side = /^(.*?)\s*\^?\s*(?:\{\s*)?([+-])\s*\}?$/u.exec(value);
    if (side && side[1] && /[0-9a-z)∞]$/iu.test(side[1])) {
      value = side[1];
      direction = side[2] === '+' ? 'right' : 'left';
    }
    if (/^[+]?(?:∞|infinity|inf|oo)$/iu.test(value)) value = 'Infinity';
    if (/^-(?:∞|infinity|inf|oo)$/iu.test(value)) value = '-Infinity';
    return { value, direction };
  };
  const found = (variable: string, raw: string) => {
    const { value, direction } = point(raw);
    result.limit = { variable, point: value, ...(direction ? { direction } : {}) };
    result.task ??= 'limit';
    result.variable ??= variable;
  };
  take(new RegExp(`\\blim(?:it)?\\s*_\\s*[({]\\s*${VAR}\\s*->\\s*([^)}]+?)\\s*[)}]`, 'iu'), (m) => found(m[1] as string, m[2] as string));
  take(new RegExp(`\\blim(?:it)?\\s*_\\s*${VAR}\\s*->\\s*(\\S+?)(?=\\s|$)`, 'iu'), (m) => found(m[1] as string, m[2] as string));
  take(new RegExp(`\\blim(?:it)?\\s+${VAR}\\s*->\\s*(\\S+)`, 'iu'), (m) => found(m[1] as string, m[2] as string));
  take(
    new RegExp(`[,]?\\s*\\b(?:as|when|where)\\s+${VAR}\\s*(?:->|approaches|goes to|tends to|tends towards|nears)\\s*${OPEN}?\\s*([^\\s${CLOSE},]+(?:\\s*\\^\\s*[({]?[+-][)}]?)?)\\s*${CLOSE}?`, 'iu'),
    (m) => found(m[1] as string, m[2] as string),
  );
  take(new RegExp(`${OPEN}?\\s*\\b${VAR}\\s*->\\s*([^\\s${CLOSE}]+)\\s*${CLOSE}?`, 'iu'), (m) => found(m[1] as string, m[2] as string));
  if (result.limit) {
    take(/\bfrom\s+the\s+(left|right)\b/iu, (m) => {
      if (result.limit) result.limit.direction = (m[1] as string).toLowerCase() as 'left' | 'right';
    });
    take(/\b(?:find|evaluate|compute|calculate|what is)\b\s*/iu, () => '');
    take(/\b(?:the\s+)?(?:one-sided\s+)?(?:limit|lim)\b(?:\s+of\b)?/iu, () => '');
  } else if (take(/^\s*(?:find\s+|evaluate\s+|compute\s+)?(?:the\s+)?(?:limit|lim)\b(?:\s+of\b)?/iu, () => '')) {
    result.task ??= 'limit';
  }
}

/** "for 0 ≤ x < 2π", ", 0 <= x <= pi", "on [0, 2π)", "in the interval (0, π)": the interval the solutions are wanted in. */
function readDomain(result: Omit<Instructions, 'math'>, take: Take): void {
  // A bound may carry a degree sign: 0° ≤ θ < 360°, [0°, 360°), 0^\\circ.
  const bound = '(-?[\\d.]*\\s*(?:π|pi|\\\\pi)?(?:\\s*/\\s*\\d+)?)(?:\\s*(?:°|º|\\^\\s*\\{?\\s*\\\\circ\\s*\\}?))?';
  const lead = '(?:,|;|\\bfor\\b|\\bon\\b|\\bin\\b|\\bover\\b|\\bwhere\\b|\\bwith\\b)\\s*(?:the\\s+interval\\s+)?';
  const less = '(<=|≤|⩽|<|\\\\le(?:q)?|\\\\lt)';
  const closedBy = (sign: string) => sign !== '<' && sign !== '\\lt';
  take(/[\s,;]*\(?\s*\b(?:in|using)\s+degrees\s*\)?\s*$/iu, () => {
    result.degrees = true;
    return '';
  });
  const found = (lower: string, upper: string, closedLower: boolean, closedUpper: boolean, whole?: string) => {
    if (!/\S/u.test(lower) || !/\S/u.test(upper)) return;
    result.domain = { lower: lower.trim(), upper: upper.trim(), closedLower, closedUpper };
    if (whole && /°|º|\\circ/u.test(whole)) result.degrees = true;
  };
  const variable = `${OPEN}?\\s*([A-Za-zα-ω])\\s*${CLOSE}?`;
  const chain = take(new RegExp(`\\s*${lead}${bound}\\s*${less}\\s*${variable}\\s*${less}\\s*${bound}\\s*$`, 'iu'), (m) => {
    found(m[1] as string, m[5] as string, closedBy(m[2] as string), closedBy(m[4] as string), m[0]);
    result.variable ??= m[3] as string;
  });
  if (!chain) {
    // "on [0, 2π)", and with the variable named: ", x∈[0,2π)", "for x in [0, 2π)".
    // A bracket pair with neither a leading word nor "x ∈" could be a point: (1, 2) is not read as an interval.
    const member = `([A-Za-zα-ω])\\s*(?:∈|\\\\in\\b|\\bin\\b)\\s*`;
    const opening = `(?:${lead}(?:${member})?|(?:,|;)?\\s*${member})`;
    take(new RegExp(`\\s*${opening}([\\[(])\\s*${bound}\\s*,\\s*${bound}\\s*([\\])])\\s*$`, 'iu'), (m) => {
      found(m[4] as string, m[5] as string, m[3] === '[', m[6] === ']', m[0]);
      const variable = m[1] ?? m[2];
      if (variable) result.variable ??= variable;
    });
  }
}

/** ∫ … dx, ∫_0^1 … dx, "integral of … from 0 to 1", "integrate … dx", "antiderivative of …". */
function readIntegral(result: Omit<Instructions, 'math'>, take: Take): void {
  const bound = `(\\{[^}]*\\}|\\([^)]*\\)|-?[\\w.π]+|-?∞)`;
  const integral =
    take(new RegExp(`∫\\s*_\\s*${bound}\\s*\\^\\s*${bound}`, 'u'), (m) => {
      result.bounds = { lower: stripBrackets(m[1] as string), upper: stripBrackets(m[2] as string) };
    }) ||
    take(/∫/u, () => ' ') ||
    take(/\b(?:find\s+|evaluate\s+|compute\s+|calculate\s+)?(?:the\s+)?(?:indefinite\s+|definite\s+)?(?:integral|antiderivative|anti-derivative|primitive)\b(?:\s+of\b)?/iu, () => '') ||
    take(/\bintegrate\b/iu, () => '');
  if (!integral) return;
  result.task ??= 'integral';
  take(/\bfrom\s+(\S+)\s+to\s+(\S+)/iu, (m) => {
    result.bounds = { lower: stripBrackets(m[1] as string), upper: stripBrackets(m[2] as string) };
  });
  // The differential: "dx" at the end (or before the bounds), also glued on: x^2dx; dθ for an angle.
  take(new RegExp(`(?:^|(?<=[\\s\\d)}\\]${CLOSE}*a-zA-Z^]))\\s*d\\s*(${DIFFERENTIAL})\\s*(?=$|${CLOSE}|,|\\s+from\\b)`, 'u'), (m) => {
    result.variable ??= m[1] as string;
  });
  // ∫ dx/(x^2+1), ∫ x dx/(x^2+1): the differential stands in the numerator, where it means 1.
  take(new RegExp(`(?:^|(?<=[\\s*${OPEN}(]))(?:\\(\\s*d\\s*(${DIFFERENTIAL})\\s*\\)|d\\s*(${DIFFERENTIAL}))\\s*(?=/)`, 'u'), (m) => {
    result.variable ??= (m[1] ?? m[2]) as string;
    return ' 1';
  });
  take(new RegExp(`\\bwith respect to\\s+${VAR}`, 'iu'), (m) => {
    result.variable ??= m[1] as string;
  });
}

/** What may follow the d of a differential or of d/dx: a letter, a Greek letter, or one spelled out. */
const DIFFERENTIAL = 'theta|phi|alpha|beta|[a-zA-Zα-ωΑ-Ω](?![a-zA-Z])';

function stripBrackets(raw: string): string {
  return raw.replace(/^[({]|[)}]$/gu, '').trim().replace(/^∞$/u, 'Infinity').replace(/^-∞$/u, '-Infinity');
}

/** d/dx, dy/dx, "derivative of", "differentiate", f'(x), "with respect to x". */
function readDerivative(result: Omit<Instructions, 'math'>, take: Take): void {
  let found = false;
  const by = (variable: string) => {
    found = true;
    result.task ??= 'derivative';
    result.variable ??= variable;
  };
  // d^2/dx^2, d²/dx², \frac{d^2}{dx^2}: the second derivative.
  const squared = '(?:\\^\\s*\\{?\\s*2\\s*\\}?|²)';
  take(new RegExp(`\\(*\\s*\\bd\\s*\\)?\\s*${squared}\\s*\\)?\\s*\\/\\s*\\(?\\s*d\\s*(${DIFFERENTIAL})\\s*\\)?\\s*${squared}\\s*\\)*(?=\\s*[(⟦\\w√θ-]|\\s*$)`, 'u'), (m) => {
    by(m[1] as string);
    result.order = 2;
  });
  // d²y/dx² if y = x^5, "y = x^5, find d^2y/dx^2" (session 44): the second derivative of the function named.
  take(new RegExp(`\\bd\\s*${squared}\\s*([a-zA-Z])\\s*\\/\\s*d\\s*(${DIFFERENTIAL})\\s*${squared}\\s*,?\\s*(?:if|when|where|for|of|given)\\s+\\1\\s*=`, 'u'), (m) => {
    by(m[2] as string);
    result.order = 2;
  });
  take(new RegExp(`\\bd\\s*${squared}\\s*[a-zA-Z]\\s*\\/\\s*d\\s*(${DIFFERENTIAL})\\s*${squared}(?![a-zA-Z])`, 'u'), (m) => {
    by(m[1] as string);
    result.order = 2;
  });
  take(new RegExp(`\\(?\\s*\\bd\\s*\\/\\s*d\\s*(${DIFFERENTIAL})\\s*\\)?(?=\\s*[([{|⟦\\w√θ∛-]|\\s*$)`, 'u'), (m) => by(m[1] as string));
  // dy/dx if y = cos(3x), dy/dx for y = x^2: the function is named after the d/dx.
  take(new RegExp(`\\bd\\s*([a-zA-Z])\\s*\\/\\s*d\\s*(${DIFFERENTIAL})\\s*,?\\s*(?:if|when|where|for|of|given)\\s+\\1\\s*=`, 'u'), (m) => by(m[2] as string));
  take(new RegExp(`\\bd\\s*[a-zA-Z]\\s*\\/\\s*d\\s*(${DIFFERENTIAL})(?![a-zA-Z])`, 'u'), (m) => by(m[1] as string));
  if (take(/\b(?:find\s+|compute\s+|calculate\s+|what is\s+)?(?:the\s+)?second\s+derivative\b(?:\s+of\b)?/iu, () => '')) {
    found = true;
    result.task ??= 'derivative';
    result.order = 2;
  }
  if (take(/\b(?:find\s+|compute\s+|calculate\s+|what is\s+)?(?:the\s+)?(?:first\s+)?derivative\b(?:\s+of\b)?/iu, () => '') || take(/\bdifferentiate\b/iu, () => '')) {
    found = true;
    result.task ??= 'derivative';
  }
  take(/\b(?:find\s+)?[a-zA-Z]\s*'\s*\(\s*([a-zA-Z])\s*\)\s*(?:if|when|where|given|for)?/u, (m) => by(m[1] as string));
  if (found || result.task === 'integral') {
    take(new RegExp(`\\b(?:with respect to|wrt|w\\.r\\.t\\.?)\\s+${VAR}`, 'iu'), (m) => {
      result.variable ??= m[1] as string;
    });
  }
}

/**
 * "y = e^(3x) ln x, y'", "find y'' if y = x^4": the prime of a letter that the problem defines (y = …) asks for
 * its derivative, as f'(x) does; the variable is left to the expression (x, else its only letter).
 */
function readPrimeOfNamedFunction(result: Omit<Instructions, 'math'>, take: Take, current: () => string): void {
  const prime = /(?:^|[,;]\s*|\b(?:find|what is|what's|compute|calculate)\s+)([a-zA-Z])\s*('{1,2}|")(?!\s*\()\s*(?:,?\s*(?:if|when|where|given|for)\b)?/u;
  const match = prime.exec(current());
  if (!match || !new RegExp(`(?:^|[^A-Za-z'])${match[1]}\\s*=`, 'u').test(current().replace(match[0], ' '))) return;
  take(prime, (m) => {
    result.task ??= 'derivative';
    if (m[2] !== "'") result.order = 2;
    return ' ';
  });
}

// One condition on letters: "x ≥ 0", "x, y > 0", "x ≠ 2"; several joined by "and" or commas.
const ONE_CONDITION = `[A-Za-z](?:\\s*,\\s*[A-Za-z])*\\s*(?:≥|≤|≠|>=|<=|!=|=/=|>|<)\\s*-?\\d+(?:\\.\\d+)?`;
const CONDITIONS = `${ONE_CONDITION}(?:\\s*(?:,|and)\\s*${ONE_CONDITION})*`;

/**
 * "simplify √(50x⁵) (x ≥ 0)", "… for x > 0", "…, x ≠ 2": a condition typed after an expression says where the
 * letters live; it is an assumption, not part of the math. Only after an expression: next to an equation it
 * would restrict the solutions, which the reader marks so that the problem is refused (see read-problem.ts).
 */
function readAssumption(result: Omit<Instructions, 'math'>, take: Take, current: () => string): void {
  const pattern = new RegExp(`(?:\\s*\\(\\s*(?:(?:for|where|assuming|assume|with)\\s+)?(${CONDITIONS})\\s*\\)|\\s*,\\s*(?:(?:for|where|assuming|assume|with)\\s+)?(${CONDITIONS})|\\s+(?:for|where|assuming|assume|with|if|when|given(?:\\s+that)?)\\s+(?:all\\s+)?(${CONDITIONS}))\\s*$`, 'iu');
  const match = pattern.exec(current());
  const before = match ? current().slice(0, match.index) : '';
  if (!match || /^\s*$/u.test(before) || /[=<>≤≥≠]/u.test(before)) return;
  take(pattern, (m) => {
    result.assumption = (m[1] ?? m[2] ?? m[3] ?? '').replace(/>=/gu, '≥').replace(/<=/gu, '≤').replace(/!=|=\/=/gu, '≠').trim();
    return ' ';
  });
}

/** solve / simplify / factor / expand / evaluate, "solve for x", "find x if …", "what is …". */
function readTask(result: Omit<Instructions, 'math'>, take: Take, setTask: (task: TaskHint) => void): void {
  const variable = (m: RegExpExecArray, index = 1) => {
    if (m[index]) result.variable ??= m[index] as string;
  };
  // "If n = 11, what is <expression>?", "What is <expression> when x = 4?": the values go into the expression.
  const asked = `(?:what is|what's|find|evaluate|compute|calculate)\\s+(?:the\\s+value\\s+of\\s+)?(?:the\\s+expression\\s+)?`;
  // A value (x = 2) or a function's definition (f(x) = 2x + 1), possibly several.
  const condition = `((?:${OPEN}\\s*)?[A-Za-z]\\s*(?:\\(\\s*[A-Za-z]\\s*\\)\\s*)?=[^?]*?)`;
  const given = (m: RegExpExecArray, conditionAt: number, askedAt: number) => {
    const expression = (m[askedAt] as string).replace(new RegExp(`[${OPEN}${CLOSE}]`, 'gu'), ' ').trim();
    if (/^[A-Za-z]$/u.test(expression)) return undefined;
    result.given = (m[conditionAt] as string).replace(new RegExp(`[${OPEN}${CLOSE}]`, 'gu'), ' ').trim();
    return expression;
  };
  if (
    take(new RegExp(`^\\s*(?:(?:if|given that|given|when|suppose that|suppose|let)\\s+)?${condition}\\s*[,.;]?\\s*(?:then\\s+)?${asked}(.+?)\\s*$`, 'iu'), (m) => given(m, 1, 2) ?? m[0]) ||
    take(new RegExp(`^\\s*${asked}(.+?)\\s*,?\\s*(?:when|if|for|where|given that|given)\\s+${condition}\\s*$`, 'iu'), (m) => given(m, 2, 1) ?? m[0])
  ) {
    if (result.given !== undefined) setTask('evaluate');
  }
  // "solve for x and y", "… for x, y": every unknown is asked, so none is named (a system answers all its letters).
  if (take(new RegExp(`\\b(?:solve\\s+(?:the\\s+system\\s+)?)?for\\s+${VAR}(?:\\s*(?:,\\s*and|,|and|&)\\s*${VAR})+\\s*(?=$|[:,.;\\n])[:,.;]?`, 'iu'), () => ' ')) setTask('solve');
  if (take(new RegExp(`\\b(?:if|given that|given)\\b(.*?),\\s*(?:then\\s+)?(?:find|what is|what's|what are|determine|compute|calculate|solve for)\\s+(?:all\\s+)?(?:the\\s+)?(?:possible\\s+)?(?:values?\\s+of\\s+)?${VAR}\\s*$`, 'iu'), (m) => {
    variable(m, 2);
    return m[1] as string;
  })) setTask('solve');
  if (take(new RegExp(`\\bsolve\\b(?:\\s+for\\s+${VAR})?(?:\\s*(?:if|when|where|given that|given)\\b)?`, 'iu'), (m) => variable(m))) setTask('solve');
  if (take(new RegExp(`\\b(?:find|determine|calculate|compute|what is|what's|what are)\\s+(?:all\\s+)?(?:the\\s+)?(?:possible\\s+)?(?:real\\s+)?(?:values?|solutions?|roots?|zeros?)\\s+(?:of|for)\\s+${VAR}${AFTER_VAR}\\s*,?\\s*(?:if|when|where|such that|given that|given|in|for which|that satisf(?:y|ies))?(?:\\s+the\\s+equation)?\\s*:?`, 'iu'), (m) => variable(m))) setTask('solve');
  if (take(new RegExp(`\\b(?:find|determine|calculate|compute|what is|what's)\\s+${VAR}${AFTER_VAR}\\s*,?\\s*(?:if|when|where|such that|given that|given|in|for which)?(?:\\s+the\\s+equation)?\\s*:?`, 'iu'), (m) => variable(m))) setTask('solve');
  if (take(new RegExp(`\\bfor\\s+${VAR}\\s*(?=$|[:,.])`, 'iu'), (m) => variable(m))) setTask('solve');
  // "find all the zeros of P", "what are the x-intercepts of y = P": P = 0 is the equation.
  if (take(/\b(?:(?:find|determine|list|give|what are|calculate|compute)\s+)?(?:all\s+(?:of\s+)?)?(?:the\s+)?(?:real\s+)?(?:roots?|zeros?|zeroes|x-intercepts?)\s+(?:of|to|for)\b/iu, () => ' ')) {
    result.zeros = true;
    setTask('solve');
  }
  if (take(/\b(?:the\s+)?(?:solutions?)\s+(?:of|to)\b/iu, () => '')) setTask('solve');
  // "reduce 84/126 to lowest terms", "write 18/24 in simplest form": the phrase after the math is the instruction.
  if (take(/\s*\b(?:to|in|into)\s+(?:its\s+)?(?:lowest|simplest)\s+(?:terms|form)\b/iu, () => ' ')) {
    setTask('simplify');
    take(/^\s*(?:write|put|express|reduce|simplify)\b\s*/iu, () => '');
  }
  // "exact value of cos(7π/12)": a value to work out exactly, not a word problem (with an = it is an equation's unknown).
  if (take(/\b(?:(?:find|give|what is|what's|determine)\s+)?(?:the\s+)?exact\s+value\s+of\b(?![^=]*=)/iu, () => ' ')) setTask('evaluate');
  if (take(/\b(?:expand|multiply out)\b(?:\s+and\s+simplify)?/iu, () => '')) setTask('expand');
  if (take(/\b(?:simplify|reduce|rationalize the denominator(?:\s+of)?|rationalise the denominator(?:\s+of)?|rationalize|rationalise|write in simplest form)\b(?:\s+fully|\s+completely)?/iu, () => '')) setTask('simplify');
  if (take(/\b(?:factori[sz]e|factor)\b(?:\s+fully|\s+completely|\s+out)?/iu, () => '')) setTask('factor');
  if (take(/\b(?:evaluate|calculate|compute|work out|find the value of|what is the value of|what is|what's|find)\b/iu, () => '')) setTask('evaluate');
}

/** Words left outside the math that are not math names: the text is more than a problem to compute. */
function englishWords(text: string): string[] {
  const unmarked = text.replace(new RegExp(`${OPEN}[^${CLOSE}]*${CLOSE}`, 'gu'), ' ');
  const marked = unmarked.length !== text.length;
  // "sin 30 degrees": the unit on a number is the reader's degree mark, not an English word.
  const outside = unmarked.replace(/(\d)\s*deg(?:rees?)?(?![A-Za-z])/giu, '$1');
  const words = outside.match(/[A-Za-z]+(?:'[a-z]+)?/gu) ?? [];
  return words.filter((word) => {
    const lower = word.toLowerCase();
    if (lower === 'and' || lower === 'or') return false;
    // Outside $…$ every word is English; in plain text, letters may be variables (3xy) or names (sin).
    if (marked) return true;
    if (WHOLE_NAMES.has(lower) || WHOLE_NAMES.has(word)) return false;
    return word.length >= 4 ? !/(sin|cos|tan|sec|csc|cot|ln|log|exp|sqrt|pi|abs)/iu.test(word) : ENGLISH_SHORT.has(lower);
  });
}

const ENGLISH_SHORT = new Set([
  'the', 'for', 'are', 'how', 'its', 'was', 'has', 'can', 'all', 'any', 'who', 'why', 'use', 'get', 'let', 'set', 'one', 'two', 'six',
  'ten', 'out', 'per', 'sum', 'not', 'but', 'you', 'she', 'his', 'her', 'him', 'had', 'did', 'new', 'old', 'day', 'is', 'of', 'to', 'if', 'in',
  'on', 'at', 'be', 'do', 'an', 'it', 'we', 'so', 'my', 'me', 'us', 'he', 'up', 'what', 'than', 'much', 'many', 'does', 'cost', 'each',
]);
