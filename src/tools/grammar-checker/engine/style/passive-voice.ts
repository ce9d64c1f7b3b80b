import { type Issue } from '../types';
import { makeStyleIssue, runWriteGoodCheck } from './write-good-checks';

/** Passive voice hides who acts; a hint, never a fix (the rewrite needs the actor). */
export function checkPassiveVoice(text: string): Issue[] {
  return runWriteGoodCheck(text, 'passive').map(({ offset, length, phrase }) =>
    makeStyleIssue(offset, length, 'passive-voice', `'${phrase}' may be passive voice: consider saying who does it.`, [], 0.3),
  );
}
