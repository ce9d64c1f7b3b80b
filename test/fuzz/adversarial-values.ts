import fc from 'fast-check';

/**
 * Adversarial JSON values for the issue 31 fuzzing (test/fuzz and bench/fuzz): the inputs an attacker
 * or a careless script sends rather than the ones a form produces. Everything is a fast-check
 * arbitrary, so a seed gives the same values on every machine, and every value can be written as a
 * request body with `toJsonText`.
 */

/**
 * JSON text that no JavaScript value serializes to (numbers beyond a double, nesting deeper than is
 * sensible to build as objects): written verbatim into the body by `toJsonText`.
 */
export class RawJson {
  constructor(
    readonly text: string,
    /** Short description for reports: the text itself may be 100 KB of brackets. */
    readonly label: string,
  ) {}
}

/** JSON.stringify, except that RawJson pieces are written as they are. Iterative over arrays and objects of modest depth only. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const parts: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      parts.push(`${JSON.stringify(key)}:${toJsonText(item)}`);
    }
    return `{${parts.join(',')}}`;
  }
  // NaN and ±Infinity become null, as JSON.stringify writes them.
  return JSON.stringify(value) ?? 'null';
}

/** A readable excerpt of a value for failure reports (RawJson by its label, long strings cut). */
export function describeValue(value: unknown, max = 300): string {
  const text = toJsonText(replaceRaw(value));
  return text.length > max ? `${text.slice(0, max)}… (${text.length.toLocaleString('en-US')} chars)` : text;
}

function replaceRaw(value: unknown): unknown {
  if (value instanceof RawJson) return `<raw ${value.label}>`;
  if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 60)}…<${value.length} chars>`;
  if (Array.isArray(value)) return value.length > 20 ? [...value.slice(0, 5).map(replaceRaw), `…<${value.length} items>`] : value.map(replaceRaw);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceRaw(item)]));
  return value;
}

/** Doubles at the edges: overflow on arithmetic, precision loss past 2^53, subnormals, negative zero. */
export const EDGE_NUMBERS: readonly number[] = [
  1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 2 ** 31, -(2 ** 31), 2 ** 32,
  2 ** 63, -0, 5e-324, -1, 0, 1, 1.5, 0.1, 1e21, -1e21, 123_456_789.123_456_79, 3, 8, 100, 101, 1000, 10_000_000,
];

/** Number literals JSON allows and a double cannot hold: JSON.parse turns them into Infinity, 0 or a rounded integer. */
export const RAW_NUMBERS: readonly string[] = [
  '1e999999', '-1e999999', '1E+400', '123456789012345678901234567890123456789', `0.${'0'.repeat(400)}1`, '-0.0e-0', `${'9'.repeat(400)}`,
];

/** Strings that look like numbers to a lenient parser (or to a CAS). */
export const NUMBER_LIKE_STRINGS: readonly string[] = [
  'NaN', '-NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '0x1F', '0b101', '0o17', '1_000', '١٢٣', '½', '  42  ', '4 2', '--1', '+-0',
  'undefined', 'null', 'true', '0/0', '1/0', '1e-400', '9'.repeat(400), '-0', '1,5', '2.5.5', '∞', '-∞',
];

/**
 * Exponent towers and other expressions whose value has billions of digits: a naive CAS evaluates
 * them (BigInt overflows, minutes of work) instead of refusing. Written as students and attackers write them.
 */
export const EXPONENT_TOWERS: readonly string[] = [
  '9^9^9^9', '2^2^2^2^2^2', '10^(10^10)', '10^10^10', '9**9**9', '(9^9)^(9^9)', '2^(2^(2^(2^(2^2))))', '10^10^10^10^10', 'x^(10^10)+1=0',
  'x^999999999-1=0', 'e^(e^(e^(e^e)))', '1000000!', '(10^10)!', 'factorial(100000)', 'sqrt(2)^(10^100)', '10^(-10^10)', 'x^2=10^(10^10)',
  'd/dx x^(x^(x^(x^x)))', '∫ x^(10^10) dx', 'lim x->0 (1+x)^(1/x^(10^10))', 'simplify (x+1)^100000', 'expand (x+y+z)^200', 'factor x^(2^40)-1',
  '2^2^2^2^2^2 = x', 'solve x^9^9^9 = 2', '9^9^9^9 + x = 0', `${'('.repeat(2_000)}x${')'.repeat(2_000)}`, `x${'^x'.repeat(500)}`, `1${'+1'.repeat(2_000)}`,
  '\\frac{d}{dx} x^{x^{x^{x^{x}}}}', '\\int_0^{10^{10}} e^{x^2} dx', '10^{10^{10}}', 'gcd(2^1000000, 3^1000000)', '1e308*1e308', '0^0', '0/0=x',
];

/**
 * Unicode that breaks naive code: lone surrogates and NUL (the database cannot store them), bidi
 * overrides, zero-width and joiner characters, combining-mark stacks, characters whose case mapping
 * changes the length ('İ', 'ß'), emoji ZWJ sequences, flags, tag and private-use characters.
 */
export const ODD_UNICODE: readonly string[] = [
  '\uD800', '\uDFFF', 'a\uD83Db', '\u0000', 'a\u0000b', '\u202Eevil\u202C', '\u200F\u200E\u061C', '\u200B\u200C\u200D\u2060', '\uFEFF', 'e\u0301',
  `Z${'\u0336\u0335\u0334\u0301\u0300'.repeat(200)}`, '👨‍👩‍👧‍👦', '🏳️‍🌈', '🇺🇳🇫🇷', '\u2028\u2029', '\u{E0041}\u{E007F}', '\uE000\u{F0000}', '\uFFFF\uFFFE',
  '𝕏𝔂𝕫', 'İ', 'ß', 'ﬃ', 'ＡＢＣ１２３', '\u00AD', '\r\n\r', '\t\v\f', '\u0085', 'ไม่มีช่องว่างเลย', 'العربية مع English', 'हिन्दी\u094D', '漢字かなカナ',
  '\u3000', '\uFE0F', 'ꙮ', '\u0007\u001B[31m', '\u{1F600}'.repeat(50), 'a\u0308\u0308\u0308', '\u115F\u1160', '\u{1D400}\u{1D41A}',
];

/** Keys that mean something to JavaScript objects or to ORMs: a handler that copies fields may be fooled. */
export const HOSTILE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '$where', '', ' ', 'id', 'userId'];

/** Plain prose, so mutated examples still read as writing to the engines. */
const PROSE = [
  'The quick brown fox jumps over the lazy dog.',
  'Students often confuse their and there in essays.',
  'In 1905 Einstein published four papers that changed physics.',
  'La casa es grande y tiene un jardín.',
  'Der Hund läuft schnell über die Straße.',
];

export type NestingShape = 'array' | 'object' | 'mixed';

/** A value nested `depth` levels deep, as JSON text (building it as objects would itself be the stress). */
export function deepNesting(depth: number, shape: NestingShape): RawJson {
  let text: string;
  if (shape === 'array') text = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
  else if (shape === 'object') text = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  else text = `${'[{"x":'.repeat(Math.ceil(depth / 2))}1${'}]'.repeat(Math.ceil(depth / 2))}`;
  return new RawJson(text, `${shape} nested ${depth} deep`);
}

export interface AdversarialOptions {
  /** Longest repeated string, in characters (keep bodies under the route's size limit most of the time). */
  maxLongChars?: number;
  /** Depths of the deeply nested values. */
  depths?: readonly number[];
}

const DEFAULT_DEPTHS = [50, 1_000, 5_000, 20_000];

/** Strings: odd Unicode, number-like text, towers, random code points, long repetitions, and mixtures of them with prose. */
export function adversarialString(options: AdversarialOptions = {}): fc.Arbitrary<string> {
  const maxLong = options.maxLongChars ?? 20_000;
  const snippet = fc.constantFrom(...ODD_UNICODE, ...NUMBER_LIKE_STRINGS, ...EXPONENT_TOWERS, ...PROSE);
  return fc.oneof(
    { weight: 3, arbitrary: snippet },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
    // Long runs: one "word" of thousands of letters, prose repeated, odd characters repeated.
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('a', 'word ', '!?.,;', ' ', '\n', '漢', 'e\u0301', '\u200B', ...PROSE.map((line) => `${line} `)), fc.integer({ min: 100, max: maxLong }))
        .map(([unit, chars]) => unit.repeat(Math.max(1, Math.floor(chars / unit.length)))),
    },
    // Prose with odd pieces spliced in: passes the schema, reaches the engine.
    {
      weight: 3,
      arbitrary: fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...PROSE) }, { weight: 1, arbitrary: snippet }), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' ')),
    },
  );
}

/** Numbers: doubles at the edges, random doubles and integers, and literals beyond a double (RawJson). */
export function adversarialNumber(): fc.Arbitrary<number | RawJson> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text, `number ${text.slice(0, 20)}`)) },
  );
}

/** Any adversarial value: the leaves above, wrong types, small hostile objects and arrays, huge arrays, deep nesting. */
export function adversarialValue(options: AdversarialOptions = {}): fc.Arbitrary<unknown> {
  const depths = options.depths ?? DEFAULT_DEPTHS;
  const leaf = fc.oneof(
    { weight: 4, arbitrary: adversarialString(options) as fc.Arbitrary<unknown> },
    { weight: 2, arbitrary: adversarialNumber() },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  );
  const key = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_KEYS) }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) });
  return fc.oneof(
    { weight: 8, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 6 }) },
    { weight: 1, arbitrary: fc.dictionary(key, leaf, { maxKeys: 5 }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...depths), fc.constantFrom<NestingShape>('array', 'object', 'mixed')).map(([depth, shape]) => deepNesting(depth, shape)) },
    // Many items: caps on counts (items, sources, options, texts) are checked before the work.
    {
      weight: 1,
      arbitrary: fc.tuple(leaf, fc.constantFrom(11, 51, 201, 1_001, 5_000)).map(([item, count]) => Array.from({ length: boundedCount(item, count) }, () => item)),
    },
  );
}

/** Most characters a multiplied value may reach: bodies stay within what a request may carry (16 MB), and within memory. */
const MAX_MULTIPLIED_CHARS = 4_000_000;

/** `count` copies of `item`, or as many as fit in MAX_MULTIPLIED_CHARS. */
function boundedCount(item: unknown, count: number): number {
  const size = Math.max(1, toJsonText(item).length);
  return Math.max(1, Math.min(count, Math.floor(MAX_MULTIPLIED_CHARS / size)));
}

type Path = (string | number)[];

/** A deep copy that keeps RawJson pieces as they are (structuredClone would turn them into plain objects). */
export function cloneJson(value: unknown): unknown {
  if (value instanceof RawJson || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneJson);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) Object.defineProperty(copy, key, { value: cloneJson(item), enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Every path of a JSON value (the root is []). */
export function listPaths(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...listPaths(item, [...prefix, index])));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) paths.push(...listPaths(item, [...prefix, key]));
  return paths;
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);
}

/** Sets (or, with `remove`, deletes) the value at `path` in place; the root is replaced by returning the value. */
function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (path.length === 0) return remove ? {} : value;
  const parent = getAt(root, path.slice(0, -1)) as Record<string | number, unknown> | unknown[];
  const key = path[path.length - 1]!;
  if (Array.isArray(parent) && typeof key === 'number') {
    if (remove) parent.splice(key, 1);
    else parent[key] = value;
  } else if (parent && typeof parent === 'object') {
    if (remove) delete (parent as Record<string, unknown>)[key];
    else (parent as Record<string, unknown>)[key] = value;
  }
  return root;
}

/** One change to a valid example; `describe` names it for the report. */
export interface Mutation {
  describe: string;
  apply(root: unknown): unknown;
}

/**
 * Mutations of a valid example input: a value replaced by an adversarial one (type, size, Unicode,
 * nesting), a field removed, an unknown field added, an adversarial snippet spliced into a string,
 * an array's items multiplied, a value wrapped in an array. The example stays recognisable, so most
 * requests pass the first checks and reach the deeper ones.
 */
export function mutationOf(example: unknown, options: AdversarialOptions = {}): fc.Arbitrary<Mutation> {
  const paths = listPaths(example);
  const nonRoot = paths.filter((path) => path.length > 0);
  const objectPaths = paths.filter((path) => {
    const node = getAt(example, path);
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  const stringPaths = paths.filter((path) => typeof getAt(example, path) === 'string');
  const arrayPaths = paths.filter((path) => Array.isArray(getAt(example, path)));
  const label = (path: Path) => path.join('.') || '(root)';
  const value = adversarialValue(options);
  const choices: { weight: number; arbitrary: fc.Arbitrary<Mutation> }[] = [];
  if (nonRoot.length > 0) {
    choices.push({
      weight: 5,
      arbitrary: fc.tuple(fc.constantFrom(...nonRoot), value).map(([path, replacement]) => ({
        describe: `${label(path)} = ${describeValue(replacement, 80)}`,
        apply: (root) => setAt(root, path, replacement),
      })),
    });
    choices.push({
      weight: 1,
      arbitrary: fc.constantFrom(...nonRoot).map((path) => ({ describe: `delete ${label(path)}`, apply: (root) => setAt(root, path, undefined, true) })),
    });
    choices.push({
      weight: 1,
      arbitrary: fc.constantFrom(...nonRoot).map((path) => ({ describe: `wrap ${label(path)} in []`, apply: (root) => setAt(root, path, [getAt(root, path)]) })),
    });
  }
  if (objectPaths.length > 0) {
    const key = fc.oneof(fc.constantFrom(...HOSTILE_KEYS, 'x', 'extra', 'text', 'items', 'resume'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }));
    choices.push({
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...objectPaths), key, value).map(([path, name, extra]) => ({
        describe: `${label([...path, name])} (new) = ${describeValue(extra, 80)}`,
        // defineProperty: a plain assignment of "__proto__" would change the prototype, not add a key.
        apply: (root) => {
          const target = getAt(root, path);
          if (target && typeof target === 'object') Object.defineProperty(target, name, { value: extra, enumerable: true, writable: true, configurable: true });
          return root;
        },
      })),
    });
  }
  if (stringPaths.length > 0) {
    choices.push({
      weight: 4,
      arbitrary: fc.tuple(fc.constantFrom(...stringPaths), adversarialString(options), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(1, 1, 1, 10, 100)).map(
        ([path, piece, where, times]) => ({
          describe: `splice ${describeValue(piece, 60)}×${times} into ${label(path)}`,
          apply: (root) => {
            // An earlier mutation may have put a non-string here (even an object without a prototype).
            const current = getAt(root, path);
            const original = typeof current === 'string' ? current : '';
            const at = Math.floor(where * original.length);
            return setAt(root, path, original.slice(0, at) + piece.repeat(boundedCount(piece, times)) + original.slice(at));
          },
        }),
      ),
    });
  }
  if (arrayPaths.length > 0) {
    choices.push({
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...arrayPaths), fc.constantFrom(11, 51, 201, 1_001)).map(([path, count]) => ({
        describe: `${label(path)} items ×${count}`,
        apply: (root) => {
          const current = getAt(root, path);
          const items = Array.isArray(current) ? current : [];
          // Sized by the largest item: an earlier mutation may have made one of them millions of characters long.
          const largest = items.reduce<unknown>((big, item) => (toJsonText(item).length > toJsonText(big).length ? item : big), 'x');
          return setAt(root, path, Array.from({ length: boundedCount(largest, count) }, (_, index) => cloneJson(items[index % Math.max(1, items.length)] ?? 'x')));
        },
      })),
    });
  }
  return fc.oneof(...choices);
}

/** A request body for a JSON route: the value and how it was made (for the report). */
export interface GeneratedBody {
  value: unknown;
  describe: string;
}

/**
 * Bodies for a JSON route that takes `examples` (valid inputs): mostly one to three mutations of an
 * example, sometimes a whole adversarial value (a string, a number, an array where an object is due).
 */
export function generatedBody(examples: readonly unknown[], options: AdversarialOptions = {}): fc.Arbitrary<GeneratedBody> {
  const mutated = fc.oneof(
    ...examples.map((example, index) =>
      fc.array(mutationOf(example, options), { minLength: 1, maxLength: 3 }).map((mutations) => {
        let value = cloneJson(example);
        for (const mutation of mutations) value = mutation.apply(value);
        return { value, describe: `example ${index}: ${mutations.map((mutation) => mutation.describe).join('; ')}` };
      }),
    ),
  );
  return fc.oneof(
    { weight: 9, arbitrary: mutated },
    { weight: 1, arbitrary: adversarialValue(options).map((value) => ({ value, describe: `whole body ${describeValue(value, 80)}` })) },
  );
}
