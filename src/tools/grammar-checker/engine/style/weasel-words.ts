import { type Issue } from '../types';
import { makeStyleIssue, runWriteGoodCheck } from './write-good-checks';

/** Vague qualifiers ("very", "quite", "several") that weaken a claim. */
export function checkWeaselWords(text: string): Issue[] {
  return runWriteGoodCheck(text, 'weasel').map(({ offset, length, phrase }) =>
    makeStyleIssue(offset, length, 'weasel-word', `'${phrase}' is vague and weakens the sentence: be specific or remove it.`, [], 0.3),
  );
}
