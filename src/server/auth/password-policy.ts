import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
/** zxcvbn scores 0–4; 3 means "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordVerdict {
  ok: boolean;
  /** Why the password was refused, in order: the main warning first, then suggestions. */
  reasons: string[];
  score: number;
}

// Built once: loading the dictionaries takes a moment and they never change.
let zxcvbn: ZxcvbnFactory | undefined;
function getZxcvbn(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    translations: zxcvbnEn.translations,
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
  });
  return zxcvbn;
}

/** Checks length and guessability; `userInputs` (e-mail, name) make passwords built from them weak. */
export function checkPasswordStrength(password: string, userInputs: string[] = []): PasswordVerdict {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { ok: false, score: 0, reasons: [`Use at least ${MIN_PASSWORD_LENGTH} characters.`] };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return { ok: false, score: 0, reasons: [`Use at most ${MAX_PASSWORD_LENGTH} characters.`] };
  }
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.\s_+-]+/)]).filter((part) => part.length > 2);
  const result = getZxcvbn().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true, score: result.score, reasons: [] };
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (reason): reason is string => Boolean(reason),
  );
  if (reasons.length === 0) reasons.push('Add another word or two. Uncommon words are better.');
  return { ok: false, score: result.score, reasons };
}

export function describeWeakPassword(reasons: string[]): string {
  return `This password is too weak. ${reasons.join(' ')}`;
}
