/**
 * Learner sentences written for this eval (fr.jsonl, de.jsonl, es.jsonl): each is either an error
 * with its one exact correction, or a correct sentence (correction === text) that must stay
 * untouched. The split was fixed before any tuning: every fourth line is holdout. Each sentence goes
 * through the whole engine (grammar rules and spelling) as a user's text does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { grammarCheckerEngine } from '../../index';
import { type GrammarResult } from '../../contract';

export interface LearnerSentence {
  text: string;
  correction: string;
  split: 'dev' | 'holdout';
  /** A held-out batch written after the rules of its day (2, 3…); absent on the first batch. */
  batch?: number;
  /**
   * Why the sentence may be right or wrong depending on what the writer meant (es "íbamos … y vimos"): it is neither an
   * error nor a correct sentence, so it counts in no figure; what the engine does with it is listed apart.
   */
  ambiguous?: string;
}

export interface LearnerScore {
  errors: number;
  fixed: number;
  changed: number;
  correct: number;
  falseAlarms: number;
  /** Ambiguous sentences (left out of every figure), each with what "accept all" makes of it. */
  ambiguous: string[];
  misses: string[];
  alarms: string[];
}

export function readLearnerSet(language: string): LearnerSentence[] {
  return readFileSync(join(import.meta.dirname, `${language}.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LearnerSentence);
}

/** "Accept all": every issue's first suggestion, left to right, skipping one that overlaps a fix already made. */
export function acceptAll(text: string, issues: GrammarResult['issues']): string {
  let out = '';
  let cursor = 0;
  for (const issue of [...issues].sort((a, b) => a.offset - b.offset)) {
    const replacement = issue.replacements[0];
    if (replacement === undefined || issue.offset < cursor) continue;
    out += text.slice(cursor, issue.offset) + replacement;
    cursor = issue.offset + issue.length;
  }
  return out + text.slice(cursor);
}

/**
 * German "in das Kino" and "ins Kino" are both right; a correction written one way must accept the other. Only
 * "in das"/"an das" not after a comma: a relative "das Haus, in das wir ziehen" cannot contract.
 */
function normaliseContractions(language: string, sentence: string): string {
  if (language !== 'de') return sentence;
  return sentence.replace(/(^|[^,]\s)([IiAa])n das\b/g, (_all, before: string, letter: string) => `${before}${letter}ns`);
}

/** True when "accept all" gives the correction, or an equally right spelling of it (see normaliseContractions). */
export function matchesCorrection(language: string, after: string, correction: string): boolean {
  return after === correction || normaliseContractions(language, after) === normaliseContractions(language, correction);
}

/** Flags on grammar and spelling only: readability and tone are not corrections. */
async function checkSentence(language: string, text: string): Promise<GrammarResult['issues']> {
  const input = grammarCheckerEngine.inputSchema.parse({ text, language });
  const result = await grammarCheckerEngine.run(input, { responses: 'advanced' });
  return result.issues.filter((issue) => issue.category === 'grammar' || issue.category === 'spelling');
}

export async function scoreLearnerSet(language: string, sentences: LearnerSentence[]): Promise<LearnerScore> {
  const score: LearnerScore = { errors: 0, fixed: 0, changed: 0, correct: 0, falseAlarms: 0, ambiguous: [], misses: [], alarms: [] };
  for (const sentence of sentences) {
    const issues = await checkSentence(language, sentence.text);
    const after = acceptAll(sentence.text, issues);
    if (sentence.ambiguous) {
      score.ambiguous.push(`AMBIGUOUS ${sentence.text} → ${after}`);
      continue;
    }
    if (after !== sentence.text) score.changed += 1;
    if (sentence.correction === sentence.text) {
      score.correct += 1;
      if (issues.length > 0) {
        score.falseAlarms += 1;
        score.alarms.push(`${sentence.text} → ${after} [${issues.map((i) => i.rule).join(', ')}]`);
      }
      continue;
    }
    score.errors += 1;
    if (matchesCorrection(language, after, sentence.correction)) score.fixed += 1;
    else score.misses.push(`${sentence.text} → ${after} (want: ${sentence.correction})`);
  }
  return score;
}
