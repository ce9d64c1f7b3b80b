import type { OpenAiCompatibleServer } from '../../../../platform/engine-ports';
import type { StepDraft } from '../problem';

/** How a word problem was set up, in ASCII a CAS parses: one calculation, or equations and the unknown. */
export type WordProblemSetup =
  | { kind: 'expression'; expression: string }
  | { kind: 'equations'; equations: string[]; unknown: string };

export type WordProblemOutcome =
  | {
      status: 'solved';
      setup: WordProblemSetup;
      /** What the number means, e.g. "the distance in miles"; shown with the answer. */
      answerMeaning: string;
      /** From the set-up to the answer; states are the whole calculation or equation after each step. */
      steps: StepDraft[];
      /** A plain number ("180", "2.5"): our CAS worked it out, never the model. */
      answer: string;
      /** Who set the problem up: our reader, or the configured model. */
      engine: 'embedded' | 'model';
      /** More values the question asks for ("find both numbers"), from the same set-up. */
      others?: OtherAnswer[];
    }
  | { status: 'unsupported'; message: string; engine: 'embedded' | 'model' };

export interface WordProblemOptions {
  openai?: OpenAiCompatibleServer;
  signal?: AbortSignal;
  /** For tests: a fetch to the fake server. */
  fetch?: typeof fetch;
}

/** What an embedded reader recognised; the solver turns it into an outcome. */
export interface EmbeddedReading {
  setup: WordProblemSetup;
  answerMeaning: string;
  steps: StepDraft[];
  /** Exact: "180", "2.5", "100/3". */
  answer: string;
  /** More values the question asks for ("find both numbers"), from the same set-up. */
  others?: OtherAnswer[];
}

/** Another unknown of the set-up the question asks for, worked out and checked with it. */
export interface OtherAnswer {
  unknown: string;
  answer: string;
  meaning: string;
}

export const SET_UP_ADVICE =
  'Write it as an equation, e.g. 3x + 5 = 20, and I will solve it step by step. For a calculation, type it as one, e.g. 16 - 3 - 4.';

export const OFFLINE_UNSUPPORTED =
  `I could not read this word problem safely, and I give no answer rather than guess. ${SET_UP_ADVICE}`;
