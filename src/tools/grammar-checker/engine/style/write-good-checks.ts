import writeGood from 'write-good';
import { type Issue } from '../types';

type Check = 'passive' | 'weasel' | 'cliches' | 'tooWordy';
const ALL_OFF = { weasel: false, illusion: false, so: false, thereIs: false, passive: false, adverb: false, tooWordy: false, cliches: false, eprime: false };

/** Runs one write-good check alone, so each finding carries our rule id rather than a merged reason. */
export function runWriteGoodCheck(text: string, check: Check): { offset: number; length: number; phrase: string }[] {
  return writeGood(text, { ...ALL_OFF, [check]: true }).map((s) => ({
    offset: s.index,
    length: s.offset,
    phrase: text.slice(s.index, s.index + s.offset),
  }));
}

export function makeStyleIssue(offset: number, length: number, rule: string, message: string, replacements: string[] = [], confidence = 0.4): Issue {
  return { offset, length, message, category: 'style', rule, replacements, confidence, source: 'style' };
}
