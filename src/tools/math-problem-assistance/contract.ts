import { z } from 'zod';
import { countWords } from '../../domain/word-count';
import { defineToolContract } from '../../platform/contract-kit/define-tool-contract';
import { textField } from '../../platform/contract-kit/text-field';

/** A problem is a line or a short paragraph (a word problem); far more is not a problem but a document. */
export const MAX_PROBLEM_CHARS = 5_000;

export const MATH_TASKS = ['auto', 'solve', 'simplify', 'factor', 'expand', 'evaluate', 'derivative', 'integral', 'limit'] as const;
export type MathTaskRequest = (typeof MATH_TASKS)[number];
/** What the engine decided to do ("auto" resolved), plus word problems. */
export const SOLVED_TASKS = ['solve', 'simplify', 'factor', 'expand', 'evaluate', 'derivative', 'integral', 'limit', 'word_problem'] as const;
export type MathTask = (typeof SOLVED_TASKS)[number];

export const mathInputSchema = z
  .object({
    /** As a student writes it: "solve 2x+3=7", "x^2-5x+6=0", "\\frac{d}{dx} x^2 \\sin x", "∫ x e^x dx", a word problem. */
    problem: textField({ label: 'The problem', maxChars: MAX_PROBLEM_CHARS }),
    task: z.enum(MATH_TASKS).default('auto'),
    /** The variable to solve for, differentiate or integrate by; guessed when absent. */
    variable: z
      .string()
      .trim()
      .regex(/^[A-Za-zα-ωΑ-Ω]$/u, 'The variable is one letter, such as x.')
      .optional(),
    /** The student's own answer to check ("x = 2", "0.5", "(x-2)(x-3)"). */
    answer: z.string().trim().max(1_000, 'An answer may have at most 1,000 characters.').optional(),
  })
  .strict();
export type MathInput = z.input<typeof mathInputSchema>;
export type ParsedMathInput = z.output<typeof mathInputSchema>;

/** Plain ASCII math a CAS can parse (`^`, `*`, `sqrt()`, `pi`, `e`, `i`, `log()`/`ln()`), and the same as LaTeX. */
export const mathTextSchema = z.object({ text: z.string(), latex: z.string() });
export type MathText = z.infer<typeof mathTextSchema>;

export const mathStepSchema = z.object({
  /** The rule's name, e.g. "Subtract 3 from both sides", "Power rule", "Integration by parts". */
  rule: z.string(),
  /** Why the step is allowed, in plain words. */
  explanation: z.string(),
  /** The whole expression or equation after the step (`lhs = rhs` for equations). */
  expression: mathTextSchema,
  /** The CAS confirmed this step is equivalent to the one before (same value, or same solution set). */
  verified: z.boolean(),
});
export type MathStep = z.infer<typeof mathStepSchema>;

export const mathResultSchema = z.object({
  status: z.enum(['solved', 'unsupported']),
  task: z.enum(SOLVED_TASKS),
  /** The method whose steps are shown, e.g. "factoring", "quadratic formula", "integration by parts". */
  method: z.string().optional(),
  answer: mathTextSchema
    .extend({
      /** Equations and systems: one entry per solution, each naming every variable; [] means no solution. */
      solutions: z.array(z.record(z.string(), z.string())).optional(),
    })
    .optional(),
  steps: z.array(mathStepSchema),
  /** Ordered nudges; the first never gives the answer away. */
  hints: z.array(z.string()),
  /** Present when the input carried the student's own answer. */
  check: z.object({ correct: z.boolean(), message: z.string() }).optional(),
  /** Advanced responses: the same problem by other methods (formula, completing the square…). */
  alternatives: z.array(z.object({ method: z.string(), steps: z.array(mathStepSchema) })).optional(),
  /** Advanced responses: points to plot the function (or both sides of the equation), with the roots marked. */
  graph: z
    .object({
      variable: z.string(),
      series: z.array(z.object({ label: z.string(), points: z.array(z.tuple([z.number(), z.number()])) })),
      roots: z.array(z.number()),
    })
    .optional(),
  /** The problem as the engine read it ("I read this as …"), so that a misreading is visible before the answer. */
  readAs: mathTextSchema.optional(),
  /** Who turned a word problem into equations: our reader, or the configured model (our engine still solves them). */
  engine: z.enum(['embedded', 'model']),
  /** Why the problem is unsupported and how to set it up; or a note (steps not available for this kind). */
  message: z.string().optional(),
});
export type MathResult = z.infer<typeof mathResultSchema>;

export const mathContract = defineToolContract({
  id: 'math-problem-assistance',
  input: mathInputSchema,
  result: mathResultSchema,
  countInputWords: (input) => countWords(input.problem),
  // Each radical cleared squares the equation: three or more make a short problem costly (seconds).
  isCostlyInput: (input) => countRadicals(input.problem) >= COSTLY_RADICALS,
});

/** Radicals from which a problem is costly for its size (the engine lanes give it a thread of its own). */
export const COSTLY_RADICALS = 3;

/** Square and other roots written as `sqrt(`, `√`, `\sqrt` or a fractional power `^(1/n)`. */
export function countRadicals(problem: string): number {
  return (problem.match(/sqrt|√|\^\s*\(\s*1\s*\/|root\s*\(/gi) ?? []).length;
}

/** What `/api/config` says under `tools.math-problem-assistance`: whether a model server reads word problems (OPENAI_BASE_URL). */
export const mathSetupSchema = z.object({ wordProblemModel: z.boolean() });
export type MathSetup = z.infer<typeof mathSetupSchema>;
