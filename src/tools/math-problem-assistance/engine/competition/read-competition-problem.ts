import type { MathNode } from 'mathjs';
import { FunctionNode, SymbolNode } from 'mathjs';
import { freeSymbols, parseMath, parseMathState } from '../math-text';
import type { Relation } from '../problem';
import { asFunction, asSymbol } from '../read/node-kit';
import type { Combine, CompetitionProblem } from './competition-problem';
import { readCoordinateQuestion } from './read-coordinate-question';
import { readExtremumQuestion } from './read-extremum-question';
import { readCircleQuestion } from './read-circle-question';
import { readLineQuestion } from './read-line-question';
import { readSeriesQuestion } from './read-series-question';
import { readPolynomialQuestion } from './read-polynomial-question';
import { readPercentChainQuestion } from './read-percent-chain-question';
import { readSequenceQuestion } from './read-sequence-question';
import { readSquareFormQuestion } from './read-square-form-question';
import { splitMathSegments } from './split-math-segments';

// Templates over the skeleton (see split-math-segments.ts): the whole sentence must be one of these
// forms, so a condition stated in words ("a and b are consecutive integers") never goes unread.
const M = 'M(\\d+)';
const CONDS = '(M\\d+(?:(?:,|,? and) M\\d+)*)';
// "Consider the function g(x) = 3x - 4", "Given the two functions …", "Define f(x) = …": definitions, read as conditions.
const DEFINE = '(?:consider|given|let|define|for) the (?:two |three )?functions?';
const INTRO = `(?:(?:if|given that|given|suppose that|suppose|assume that|let|we know that|define|${DEFINE}) )?`;
const THEN = '[,.;]? (?:then )?';
const ASK_VERB = '(?:what is|what\'s|find|evaluate|compute|calculate|determine)';
const ASK_VALUE = `${ASK_VERB}(?: the)?(?: simplified| numerical| numeric| exact)*(?: value of)?(?: the expression| the product| the sum| the quantity)? ${M}(?: equal to)?`;
const ASK_TWO = `${ASK_VERB} the (product|sum|quotient) of ${M} and ${M}`;
const WHEN = '(?:if|given that|given|when|where|provided that)';
const SOLVED_BY = '(?: such that| that satisf(?:y|ies)| which satisf(?:y|ies)| for which| of| to| in| satisfying)?(?: the equation)?';
const ROOT_NOUN = `(?:values? of ${M}|solutions?|roots?)`;

interface Template {
  pattern: RegExp;
  read: (match: RegExpExecArray, pieces: Pieces) => CompetitionProblem | null;
}

/** The problem's math, read on demand. */
interface Pieces {
  math: string[];
  source: string;
  functions: string[];
}

const PICK = '(largest|greatest|smallest|least|positive|negative)';
const LINES = `(?:in a rectangular coordinate system, )?the (?:two )?lines? ${M} (?:and (?:the line )?|intersects the line )${M}(?: intersect)?(?: at (?:the )?point M\\d+)?\\. `;

const TEMPLATES: Template[] = [
  { pattern: new RegExp(`^${INTRO}${CONDS}${THEN}${ASK_VALUE},? ${WHEN} ${CONDS}$`, 'u'), read: (m, p) => valueAfter(p, [...indices(m[1]), ...indices(m[3])], [Number(m[2])]) },
  {
    pattern: new RegExp(`^${INTRO}${CONDS}${THEN}${ASK_VERB} the ${PICK} (?:possible )?(?:real )?value of ${M}$`, 'u'),
    read: (m, p) => valueAfter(p, indices(m[1]), [Number(m[3])], pickOf(m[2] as string)),
  },
  { pattern: new RegExp(`^${LINES}what is the value of ${M} at the point of intersection$`, 'u'), read: (m, p) => valueAfter(p, [Number(m[1]), Number(m[2])], [Number(m[3])]) },
  {
    pattern: new RegExp(`^${LINES}what is the (sum|product) of the coordinates of (?:the point of intersection|point M\\d+)$`, 'u'),
    read: (m, p) => coordinatesAfter(p, [Number(m[1]), Number(m[2])], m[3] as string),
  },
  { pattern: new RegExp(`^${INTRO}${CONDS}${THEN}${ASK_VALUE}$`, 'u'), read: (m, p) => valueAfter(p, indices(m[1]), [Number(m[2])]) },
  { pattern: new RegExp(`^${ASK_VALUE},? ${WHEN} ${CONDS}$`, 'u'), read: (m, p) => valueAfter(p, indices(m[2]), [Number(m[1])]) },
  { pattern: new RegExp(`^${INTRO}${CONDS}${THEN}${ASK_TWO}$`, 'u'), read: (m, p) => twoAfter(p, indices(m[1]), m[2] as string, Number(m[3]), Number(m[4])) },
  {
    pattern: new RegExp(`^${INTRO}${CONDS}${THEN}(?:what is|find) the ordered pair ${M}(?: that satisfies (?:both|all the|all) equations)?$`, 'u'),
    read: (m, p) => orderedPair(p, indices(m[1]), Number(m[2])),
  },
  // One equation and the letter to find: "Solve for r: …", "…. Solve for x", "What value of x makes the equation true: …".
  { pattern: new RegExp(`^solve for ${M}[:,.]? ${M}$`, 'u'), read: (m, p) => valueAfter(p, [Number(m[2])], [Number(m[1])]) },
  { pattern: new RegExp(`^${M}[.,;]? solve for ${M}$`, 'u'), read: (m, p) => valueAfter(p, [Number(m[1])], [Number(m[2])]) },
  { pattern: new RegExp(`^solve ${M} for ${M}$`, 'u'), read: (m, p) => valueAfter(p, [Number(m[1])], [Number(m[2])]) },
  {
    pattern: new RegExp(`^(?:what|which) (?:real )?value of ${M} (?:makes|satisfies|solves) (?:the equation )?(?:below )?(?:true)?[:,]? ?${M}(?: true)?$`, 'u'),
    read: (m, p) => valueAfter(p, [Number(m[2])], [Number(m[1])]),
  },
  {
    pattern: new RegExp(`^${ASK_VERB} (?:the (?:real )?value of )?${M} (?:that satisfies|which satisfies|for which|such that|if|so that) (?:the equation )?${M}$`, 'u'),
    read: (m, p) => valueAfter(p, [Number(m[2])], [Number(m[1])]),
  },
  {
    pattern: new RegExp(`^${INTRO}${CONDS}[,.;]? for what (?:real )?value of ${M} (?:is|does|will) ${M}(?: hold| be true| true)?$`, 'u'),
    read: (m, p) => valueAfter(p, [...indices(m[1]), Number(m[3])], [Number(m[2])]),
  },
  {
    pattern: new RegExp(`^(?:what is|find|compute|determine) the (sum|product) of (?:all )?(?:the )?(?:possible )?(?:real )?${ROOT_NOUN}${SOLVED_BY} ${M}$`, 'u'),
    read: (m, p) => roots(p, Number(m[3]), m[2], m[1] as Combine),
  },
  {
    pattern: new RegExp(`^in the equation ${M}, what is the (sum|product) of (?:all )?(?:the )?(?:possible )?values of ${M}$`, 'u'),
    read: (m, p) => roots(p, Number(m[1]), m[3], m[2] as Combine),
  },
  {
    pattern: new RegExp(`^(?:what is|find|determine) the (largest|greatest|smallest|least|positive|negative) (?:possible )?(?:real )?${ROOT_NOUN}${SOLVED_BY} ${M}$`, 'u'),
    read: (m, p) => roots(p, Number(m[3]), m[2], pickOf(m[1] as string)),
  },
  {
    pattern: new RegExp(`^the (?:quadratic|equation|quadratic equation) ${M} has two (?:real )?(?:solutions|roots)\\. what is the positive difference between (?:these|the|its) (?:two )?(?:solutions|roots)$`, 'u'),
    read: (m, p) => roots(p, Number(m[1]), undefined, 'difference'),
  },
  {
    pattern: new RegExp(`^(?:what is|find) the positive difference between the (?:two )?(?:solutions|roots) (?:of|to) (?:the equation )?${M}$`, 'u'),
    read: (m, p) => roots(p, Number(m[1]), undefined, 'difference'),
  },
];

/**
 * The letters the math defines as functions: f in "f(x) = …", and h in "h(4x - 1) = …" when h is never
 * used alone (so "x(x + 1) = 6", where x is also a number, stays a product).
 */
export function namedFunctions(math: string[]): string[] {
  const plain = math.flatMap((piece) => [...piece.matchAll(/(?:^|[^A-Za-z])([A-Za-z])\s*\(\s*[A-Za-z]\s*\)\s*=/gu)].map((m) => m[1] as string));
  const lines = math.flatMap((piece) => [...piece.matchAll(/^\s*([A-Za-z])\s*\(([^()=]+)\)\s*=/gu)].map((m) => m[1] as string));
  const aloneSomewhere = (letter: string) => math.some((piece) => new RegExp(`(?:^|[^A-Za-z])${letter}(?![A-Za-z]|\\s*\\()`, 'u').test(piece));
  return [...new Set([...plain, ...lines.filter((letter) => !aloneSomewhere(letter))])];
}

function pickOf(word: string): Combine {
  if (word === 'largest' || word === 'greatest') return 'largest';
  if (word === 'smallest' || word === 'least') return 'smallest';
  return word as Combine;
}

function indices(list: string | undefined): number[] {
  return [...(list ?? '').matchAll(/M(\d+)/gu)].map((m) => Number(m[1]));
}

/**
 * Reads competition algebra ("If 2x - 3y = 8 and 4x + 3y = -2, what is xy?", "Find the sum of all values
 * of x such that |x - 1| = 7", "If f(x) = 4x^3 + 1, find f^{-1}(33)"); null when the text is not one of
 * these forms or its math cannot be read (the ordinary reader then has its say).
 */
export function readCompetitionProblem(source: string): CompetitionProblem | null {
  const sequence = readSequenceQuestion(source);
  if (sequence) return sequence;
  const withDots = splitMathSegments(source, { dots: true });
  const series = withDots && readSeriesQuestion(withDots.skeleton, withDots.math, source);
  if (series) return series;
  const split = splitMathSegments(source);
  if (!split) return null;
  const functions = namedFunctions(split.math);
  const pieces: Pieces = { math: split.math, source, functions };
  try {
    const coordinates = readCoordinateQuestion(split.skeleton, split.math, source) ?? readExtremumQuestion(split.skeleton, split.math, source) ?? readSquareFormQuestion(split.skeleton, split.math, source) ?? readPercentChainQuestion(split.skeleton, split.math, source) ?? readLineQuestion(split.skeleton, split.math, source) ?? readCircleQuestion(split.skeleton, split.math, source) ?? readPolynomialQuestion(split.skeleton, split.math, source);
    if (coordinates) return coordinates;
  } catch {
    return null;
  }
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(split.skeleton);
    if (!match) continue;
    try {
      const read = template.read(match, pieces);
      if (read) return read;
    } catch {
      // Math this template cannot read: another form may still fit.
    }
  }
  return null;
}

function parseRelations(pieces: Pieces, at: number): Relation[] | null {
  const text = pieces.math[at];
  if (text === undefined) return null;
  const state = parseMathState(text, { log: 'base10', functions: pieces.functions });
  if (state.kind === 'relation') return [state.relation];
  if (state.kind === 'relations' && state.join === 'and') return state.relations;
  return null;
}

function conditionsAt(pieces: Pieces, at: number[]): Relation[] | null {
  const all: Relation[] = [];
  for (const index of at) {
    const relations = parseRelations(pieces, index);
    if (!relations) return null;
    all.push(...relations);
  }
  return all;
}

/** f^{-1}(a): the x with f(x) = a, asked as a fresh unknown. */
function readInverse(pieces: Pieces, text: string, conditions: Relation[]): NonNullable<CompetitionProblem['inverse']> | null {
  const inverse = /^([A-Za-z])\s*\^\s*[({]\s*-\s*1\s*[)}]\s*\((.+)\)$/u.exec(text.trim());
  if (!inverse || !pieces.functions.includes(inverse[1] as string)) return null;
  const value = parseMath(inverse[2] as string, { log: 'base10', functions: pieces.functions });
  if (freeSymbols(value).length > 0) return null;
  const used = new Set(conditions.flatMap((r) => freeSymbols(r.lhs, r.rhs)));
  const name = ['t', 'u', 'w', 's'].find((candidate) => !used.has(candidate) && !pieces.functions.includes(candidate));
  if (!name) return null;
  conditions.push({ lhs: new FunctionNode(new SymbolNode(inverse[1] as string), [new SymbolNode(name)]), op: '=', rhs: value });
  return { name: inverse[1] as string, value, unknown: name };
}

function valueAfter(pieces: Pieces, conditionIndices: number[], askedIndices: number[], combine: Combine = 'agree'): CompetitionProblem | null {
  const conditions = conditionsAt(pieces, conditionIndices);
  if (!conditions) return null;
  const asked: MathNode[] = [];
  let mode = combine;
  let inverseAsked: CompetitionProblem['inverse'];
  for (const index of askedIndices) {
    const text = pieces.math[index];
    if (text === undefined) return null;
    const inverse = readInverse(pieces, text, conditions);
    if (inverse) {
      mode = 'only';
      inverseAsked = inverse;
    }
    asked.push(inverse ? new SymbolNode(inverse.unknown) : parseMath(text, { log: 'base10', functions: pieces.functions }));
  }
  return { conditions, asked, combine: mode, source: pieces.source, ...(inverseAsked ? { inverse: inverseAsked } : {}) };
}

function twoAfter(pieces: Pieces, conditionIndices: number[], how: string, first: number, second: number): CompetitionProblem | null {
  const read = valueAfter(pieces, conditionIndices, [first, second]);
  if (!read || read.asked.length !== 2 || read.combine !== 'agree') return null;
  const [a, b] = read.asked as [MathNode, MathNode];
  const op = how === 'sum' ? '+' : how === 'product' ? '*' : '/';
  return { ...read, asked: [parseMath(`(${a.toString()}) ${op} (${b.toString()})`)] };
}

/** The sum or product of x and y at the solution of the conditions. */
function coordinatesAfter(pieces: Pieces, conditionIndices: number[], how: string): CompetitionProblem | null {
  const conditions = conditionsAt(pieces, conditionIndices);
  if (!conditions) return null;
  return { conditions, asked: [parseMath(how === 'sum' ? 'x + y' : 'x * y')], combine: 'agree', source: pieces.source };
}

function orderedPair(pieces: Pieces, conditionIndices: number[], pairAt: number): CompetitionProblem | null {
  const pair = /^\(\s*([A-Za-z])\s*,\s*([A-Za-z])\s*\)$/u.exec(pieces.math[pairAt] ?? '');
  const conditions = conditionsAt(pieces, conditionIndices);
  if (!pair || !conditions) return null;
  return { conditions, asked: [new SymbolNode(pair[1] as string), new SymbolNode(pair[2] as string)], combine: 'agree', source: pieces.source };
}

function roots(pieces: Pieces, equationAt: number, variableAt: string | undefined, combine: Combine): CompetitionProblem | null {
  const conditions = parseRelations(pieces, equationAt);
  if (!conditions || conditions.length !== 1) return null;
  let variable: string | undefined;
  if (variableAt !== undefined) {
    variable = asSymbol(parseMath(pieces.math[Number(variableAt)] ?? ''))?.name;
  } else {
    const symbols = freeSymbols(...conditions.flatMap((r) => [r.lhs, r.rhs]));
    variable = symbols.length === 1 ? symbols[0] : undefined;
  }
  if (!variable || conditions.some((r) => pieces.functions.includes(asFunction(r.lhs)?.fn.name ?? ''))) return null;
  return { conditions, asked: [new SymbolNode(variable)], combine, source: pieces.source };
}
