import { normalizeAnswer } from './squad-metrics';

/** The hint states the answer: its normalised words contain the answer's normalised words, as whole words. */
export function hintGivesAnswer(hint: string, answer: string): boolean {
  const needle = normalizeAnswer(answer);
  if (needle === '') return false;
  return ` ${normalizeAnswer(hint)} `.includes(` ${needle} `);
}
