import type { OpenAiCompatibleServer } from '../../../platform/engine-ports';
import type { Gsm8kRecord, MathAlgebraRecord, SymbolicRecord } from './read-records';
import type { Row } from './score-symbolic';

// What the main thread and the worker threads send each other.

export type JobKind = 'symbolic' | 'mathsteps' | 'math-algebra' | 'gsm8k-pipeline' | 'gsm8k-reader';

/** Loads the engine and mathsteps before any timed problem, so no problem pays for the loading. */
export const WARM_UP = -1;

export interface JobRequest {
  id: number;
  kind: JobKind;
  record: SymbolicRecord | MathAlgebraRecord | Gsm8kRecord | null;
  /** For the word-problem reader: a model to set up what our patterns do not read. */
  openai?: OpenAiCompatibleServer;
}

export interface JobReply {
  id: number;
  row: Row | null;
  ms: number;
}
