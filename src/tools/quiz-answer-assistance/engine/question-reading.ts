import type { Evidence, QuestionKind } from '../contract';

/** What a short answer should be, from the question word: who → person, when → date, how many → number… */
export type AnswerType = 'person' | 'date' | 'place' | 'number' | 'thing' | 'reason' | 'other';

/** A question as the engine reads it, before any answering. */
export interface QuestionReading {
  kind: QuestionKind;
  /** The question without its options and letters. */
  stem: string;
  /** The options, from the input or read out of the question ("A) …"); empty for short answers. */
  options: string[];
  /** Content words that carry the question ("photosynthesis", "chloroplast"), most specific first. */
  focusWords: string[];
  /** For short answers: what kind of span answers it. */
  answerType: AnswerType;
  /** The question negates what it asks ("Which is NOT…", "All of the following EXCEPT"). */
  negated: boolean;
  /**
   * The math problem to hand to the math engine first ("15% of 80", "2x+3=7"): set for calculations,
   * and for short answers with two numbers and a "what is / how many" ask (a word problem, perhaps).
   */
  mathProblem?: string;
}

/** One option scored against the material. */
export interface ScoredOption {
  index: number;
  text: string;
  /** Higher is more supported by the evidence (after negation is applied). */
  score: number;
  /** The passage that supports (or rules out) this option, when one was found. */
  evidence?: Evidence;
  /** Plain words for why it is (or is not) the answer, quoting the material. */
  why: string;
}

/** What the open-book engine found in the student's material. */
export interface OpenBookAnswer {
  /** Best sentences first, with offsets into the material as sent. */
  evidence: Evidence[];
  /** Multiple choice and true/false: every option, scored (same order as reading.options). */
  options?: ScoredOption[];
  /** The chosen option's index, or null for short answers and select-all sets. */
  optionIndex: number | null;
  /** Select-all: every option that holds, in option order (optionIndex is then null). */
  optionIndexes?: number[];
  /** The answer text: the chosen option, or the extracted span for short answers. */
  text?: string;
  /** Calibrated on dev: the share of answers given with this confidence that were right. */
  confidence: number;
  /** True when confidence reaches the level at which answers were right ≥ 90% of the time on dev. */
  confident: boolean;
}
