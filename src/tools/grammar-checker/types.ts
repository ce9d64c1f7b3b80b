export const CATEGORIES = ['grammar', 'spelling', 'punctuation', 'style', 'terminology'] as const;
export type IssueCategory = (typeof CATEGORIES)[number];

/** Where an issue came from: decides which one wins when two overlap (see combine/merge-issues.ts). */
export type IssueSource = 'harper' | 'rule' | 'spelling' | 'style' | 'terminology' | 'user-terms';

export interface Issue {
  /** UTF-16 code units into the original text. */
  offset: number;
  length: number;
  message: string;
  category: IssueCategory;
  rule: string;
  /** Best first. An empty string means "delete the span". */
  replacements: string[];
  /** 0–1: how sure we are the first replacement is right. Fixes at or above CONFIDENT are applied. */
  confidence: number;
  source: IssueSource;
}

/** Issues at or above this confidence have their first replacement applied to `corrected`. */
export const CONFIDENT = 0.75;

export interface Readability {
  fleschReadingEase: number;
  fleschKincaidGrade: number;
  gunningFog: number;
  smog: number;
  colemanLiau: number;
  automatedReadabilityIndex: number;
  /** Mean of the five grade-level formulas. */
  averageGrade: number;
  /** Plain-language label for averageGrade, e.g. "8th–9th grade (plain English)". */
  gradeLabel: string;
  /** Flesch band, e.g. "fairly easy". */
  easeLabel: string;
  counts: { sentences: number; words: number; syllables: number; letters: number; complexWords: number; polysyllables: number };
  /** False for non-English text: the formulas are calibrated on English. */
  calibrated: boolean;
}

export interface TonePhrase {
  offset: number;
  length: number;
  text: string;
  /** What the phrase pushes: sentiment (positive/negative) or formality (formal/informal). */
  effect: 'positive' | 'negative' | 'formal' | 'informal';
  weight: number;
}

export interface ToneScore {
  /** VADER compound score, -1 (very negative) to 1 (very positive). */
  sentiment: number;
  sentimentLabel: 'negative' | 'neutral' | 'positive';
  /** 0 (very informal) to 100 (very formal). */
  formality: number;
  formalityLabel: 'informal' | 'neutral' | 'formal';
  phrases: TonePhrase[];
}

export interface SentenceTone extends ToneScore {
  offset: number;
  length: number;
}

export interface Tone {
  overall: ToneScore;
  /** Labels in a word or two, e.g. ["formal", "positive"]. */
  summary: string[];
  /** Per-sentence breakdown: advanced responses only. */
  sentences?: SentenceTone[];
  /** False when the sentiment lexicon does not cover the text's language (English only). */
  sentimentAvailable: boolean;
}

export interface GrammarResult {
  language: { code: string; name: string; detected: boolean; checks: string[] };
  issues: Omit<Issue, 'source'>[];
  corrected: string;
  readability: Readability;
  tone: Tone;
  stats: { words: number; sentences: number; issuesByCategory: Record<IssueCategory, number> };
  /** Plain sentences about anything that limited the check (unsupported language, engine timeout). */
  notices: string[];
}
