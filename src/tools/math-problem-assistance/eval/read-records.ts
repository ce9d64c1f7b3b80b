import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The dev splits of ../shared/data/math-problems (README.md there). Dev only: the holdout halves
// are for a final figure, never read while the engine is being changed.

const DATA_DIR = fileURLToPath(new URL('../../../../../shared/data/math-problems/', import.meta.url));

export type SymbolicTask = 'solve_equation' | 'simplify' | 'factor' | 'derivative' | 'antiderivative';
export const SYMBOLIC_TASKS: SymbolicTask[] = ['solve_equation', 'simplify', 'factor', 'derivative', 'antiderivative'];

export interface SymbolicRecord {
  id: string;
  task: SymbolicTask;
  input: string;
  expression?: string;
  variable?: string;
  expected: string;
  verified_with_sympy: boolean | null;
}

export interface MathAlgebraRecord {
  id: string;
  problem: string;
  level: string;
  final_answer: string | null;
}

export interface Gsm8kRecord {
  id: string;
  question: string;
  final_answer: string;
}

function readJsonl<T>(name: string): T[] {
  return readFileSync(`${DATA_DIR}${name}`, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

/** Only the records whose expected answer sympy confirmed (the README's ground truth). */
export function readSymbolicDev(): SymbolicRecord[] {
  return readJsonl<SymbolicRecord>('symbolic_dev.jsonl').filter((r) => r.verified_with_sympy === true);
}

export function readMathAlgebraDev(): MathAlgebraRecord[] {
  return readJsonl<MathAlgebraRecord>('math_algebra_dev.jsonl');
}

/**
 * MATH train/algebra (1,742 problems, none in the test split our dev file comes from): the set new
 * competition forms are developed on since session 17, so that dev stays a check (math-train/README.md).
 */
export function readMathAlgebraTrain(): MathAlgebraRecord[] {
  return readFileSync(fileURLToPath(new URL('math-train/math_algebra_train.jsonl', import.meta.url)), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as MathAlgebraRecord);
}

export function readGsm8kDev(): Gsm8kRecord[] {
  return readJsonl<Gsm8kRecord>('gsm8k_dev.jsonl');
}
