import { type Readability } from '../../contract';
import { type TextCounts } from './count-text';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Flesch's own bands for Reading Ease. */
function labelEase(score: number): string {
  if (score >= 90) return 'very easy';
  if (score >= 80) return 'easy';
  if (score >= 70) return 'fairly easy';
  if (score >= 60) return 'plain English';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

function ordinal(n: number): string {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** US school grade in words; plain-language guidance aims at grades 8–9. */
export function labelGrade(grade: number): string {
  const g = Math.round(grade);
  if (g <= 5) return '5th grade or below (very easy to read)';
  if (g <= 7) return `${ordinal(g)} grade (easy to read)`;
  if (g <= 9) return '8th–9th grade (plain English)';
  if (g <= 12) return `${ordinal(g)} grade (fairly difficult)`;
  if (g <= 16) return 'college (difficult)';
  return 'college graduate (very difficult)';
}

/**
 * The six classic formulas, as published: Flesch (1948), Flesch–Kincaid (1975), Gunning Fog (1952),
 * SMOG (McLaughlin 1969, with the 30-sentence normalisation), Coleman–Liau (1975), ARI (1967).
 */
export function computeReadability(counts: TextCounts, calibrated: boolean): Readability {
  const words = Math.max(1, counts.words);
  const sentences = Math.max(1, counts.sentences);
  const wordsPerSentence = words / sentences;
  const syllablesPerWord = counts.syllables / words;
  const empty = counts.words === 0;
  const flesch = 206.835 - 1.015 * wordsPerSentence - 84.6 * syllablesPerWord;
  const kincaid = 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59;
  const fog = 0.4 * (wordsPerSentence + (100 * counts.complexWords) / words);
  const smog = 1.043 * Math.sqrt((counts.polysyllables * 30) / sentences) + 3.1291;
  const colemanLiau = 0.0588 * ((counts.letters / words) * 100) - 0.296 * ((sentences / words) * 100) - 15.8;
  const ari = 4.71 * (counts.letters / words) + 0.5 * wordsPerSentence - 21.43;
  const averageGrade = (kincaid + fog + smog + colemanLiau + ari) / 5;
  return {
    fleschReadingEase: empty ? 0 : round1(flesch),
    fleschKincaidGrade: empty ? 0 : round1(kincaid),
    gunningFog: empty ? 0 : round1(fog),
    smog: empty ? 0 : round1(smog),
    colemanLiau: empty ? 0 : round1(colemanLiau),
    automatedReadabilityIndex: empty ? 0 : round1(ari),
    averageGrade: empty ? 0 : round1(averageGrade),
    gradeLabel: empty ? 'not enough text' : labelGrade(averageGrade),
    easeLabel: empty ? 'not enough text' : labelEase(flesch),
    counts,
    calibrated,
  };
}
