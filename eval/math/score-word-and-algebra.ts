import type { OpenAiCompatibleServer } from '../../src/platform/engine-ports';
import type { MathResult } from '../../src/tools/math-problem-assistance/contract';
import { solveWordProblem } from '../../src/tools/math-problem-assistance/word-problems/solve-word-problem';
import { sameAnswer } from './answer-kinds';
import { math } from './evaluate-numerically';
import { inFinalForm } from './final-form';
import { readLatexAnswer } from './read-latex-answer';
import { readOurAnswer } from './read-our-answer';
import type { Gsm8kRecord, MathAlgebraRecord } from './read-records';
import { shownResult, type Row } from './score-symbolic';
import { solveWithPipeline } from './solve-with-pipeline';

async function runPipeline(problem: string): Promise<MathResult | { failed: string }> {
  try {
    return await solveWithPipeline({ problem, task: 'auto' });
  } catch (error) {
    // A ToolInputError is the API's 400: the problem was not read, so not answered.
    return { failed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** MATH algebra: the problem text as it is (LaTeX and words), task auto; abstentions are not answers. */
export async function scoreMathAlgebra(record: MathAlgebraRecord): Promise<Row> {
  const result = await runPipeline(record.problem);
  if ('failed' in result) return { answered: false, correct: false, note: result.failed };
  const output = shownResult(result);
  if (result.status !== 'solved') return { answered: false, correct: false, note: result.message ?? 'unsupported', output };
  const expected = record.final_answer === null ? null : readLatexAnswer(record.final_answer);
  const ours = readOurAnswer(result);
  if (!expected) return { answered: true, correct: false, note: 'expected answer unreadable', output };
  if (!ours) return { answered: true, correct: false, note: `our answer unreadable: ${result.answer?.text ?? ''}`, output };
  const equivalent = sameAnswer(expected, ours);
  const finalForm = inFinalForm(expected, ours, record.problem.replace(/\$/g, ''));
  return { answered: true, correct: equivalent && finalForm, equivalent, note: `ours ${result.answer?.text ?? ''}${equivalent && !finalForm ? ' (not in final form)' : ''}`, output };
}

function numberOf(text: string): number | null {
  try {
    const value = Number(math.evaluate(text.replace(/[$,\s]/g, '').replace(/^[A-Za-z]=/, '')));
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function sameNumber(ours: string, expected: string): boolean {
  const a = numberOf(ours);
  const b = numberOf(expected);
  return a !== null && b !== null && Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));
}

/** GSM8K through the whole pipeline (task auto), offline. */
export async function scoreGsm8kPipeline(record: Gsm8kRecord): Promise<Row> {
  const result = await runPipeline(record.question);
  if ('failed' in result) return { answered: false, correct: false, note: result.failed };
  const output = shownResult(result);
  if (result.status !== 'solved' || !result.answer) return { answered: false, correct: false, output };
  return { answered: true, correct: sameNumber(result.answer.text, record.final_answer), note: `ours ${result.answer.text}`, output };
}

/** GSM8K through the word-problem reader alone: offline, or with a model setting problems up. */
export async function scoreGsm8kReader(record: Gsm8kRecord, openai?: OpenAiCompatibleServer): Promise<Row> {
  const outcome = await solveWordProblem(record.question, openai ? { openai } : {});
  if (outcome.status !== 'solved') return { answered: false, correct: false, note: outcome.message, output: JSON.stringify(outcome) };
  return { answered: true, correct: sameNumber(outcome.answer, record.final_answer), note: `ours ${outcome.answer}`, output: JSON.stringify(outcome) };
}
