/** Functions a student may apply without brackets (sin x, ln 2x, √x); mathjs names. */
export const PREFIX_FUNCTIONS = new Set([
  'sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'asin', 'acos', 'atan', 'asec', 'acsc', 'acot',
  'sinh', 'cosh', 'tanh', 'sech', 'csch', 'coth', 'asinh', 'acosh', 'atanh',
  'log', 'log10', 'log2', 'exp', 'sqrt', 'cbrt', 'abs',
]);

/** Other spellings of the prefix functions, to their mathjs names (ln is the natural log, mathjs `log`). */
export const FUNCTION_ALIASES: Record<string, string> = {
  ln: 'log', arcsin: 'asin', arccos: 'acos', arctan: 'atan', arcsec: 'asec', arccsc: 'acsc', arccot: 'acot',
  cosec: 'csc', arsinh: 'asinh', arcosh: 'acosh', artanh: 'atanh',
};

/**
 * Functions written only with brackets. `derivative`, `integral`, `limit` and `between` are the step
 * notation of problem.ts (an unevaluated d/dx, ∫, lim, [F] from a to b); `diff`, `integrate`, `defint` are
 * nerdamer's spellings, which the reader turns into problems.
 */
const CALL_FUNCTIONS: Record<string, string> = {
  nthRoot: 'nthRoot', nthroot: 'nthRoot', max: 'max', min: 'min', gcd: 'gcd', lcm: 'lcm', floor: 'floor', ceil: 'ceil',
  round: 'round', sign: 'sign', mod: 'mod', factorial: 'factorial', erf: 'erf', sinc: 'sinc', Ci: 'Ci', Si: 'Si',
  derivative: 'derivative', integral: 'integral', limit: 'limit', between: 'between',
  diff: 'diff', integrate: 'integrate', defint: 'defint',
};

export function callFunctionName(piece: string): string | undefined {
  return CALL_FUNCTIONS[piece];
}

export function isCallFunction(piece: string): boolean {
  return CALL_FUNCTIONS[piece] !== undefined;
}

/** Constants: never variables (a student's `e` is Euler's number, `i` the imaginary unit). */
export const CONSTANT_NAMES = new Set(['pi', 'e', 'i', 'Infinity']);

/** Greek letters spelled out are one variable (theta), not t·h·e·t·a. Two-letter ones (mu, nu, xi) read as products. */
const GREEK_NAMES = [
  'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'omicron', 'rho',
  'sigma', 'tau', 'upsilon', 'phi', 'chi', 'psi', 'omega',
];

/** Runs of letters that are one name when they are the whole run. */
export const WHOLE_NAMES = new Set<string>([
  ...PREFIX_FUNCTIONS, ...Object.keys(FUNCTION_ALIASES), ...Object.keys(CALL_FUNCTIONS), ...GREEK_NAMES,
  'pi', 'infinity', 'inf', 'oo',
  // The side of a one-sided limit(g, x, a, left|right).
  'left', 'right',
]);

/** Names found inside a longer run of letters: `xsinx` is x·sin(x), `2pix` is 2·pi·x. */
export const NAMES_INSIDE_RUNS = new Set<string>([...PREFIX_FUNCTIONS, ...Object.keys(FUNCTION_ALIASES), 'pi']);

/** Every function name a parsed tree may contain. */
export const KNOWN_FUNCTIONS = new Set<string>([...PREFIX_FUNCTIONS, ...Object.values(CALL_FUNCTIONS)]);
