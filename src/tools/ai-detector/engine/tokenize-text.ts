/** Languages the detector can have a trained model for (engine/model/ai-detector-model.json says which it has). */
export const TRAINED_LANGUAGES = ['en', 'de', 'fr', 'es'] as const;
export type TrainedLanguage = (typeof TRAINED_LANGUAGES)[number];

/** Language families the detector tells apart; everything else is scored as 'other'. */
export type ModelLanguage = TrainedLanguage | 'zh' | 'other';

export function isTrainedLanguage(language: string): language is TrainedLanguage {
  return (TRAINED_LANGUAGES as readonly string[]).includes(language);
}

const HAN = /\p{Script=Han}/u;
// Words keep inner apostrophes ("don't") so contractions stay one token, as a reader sees them.
const WORD_OR_MARK = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*|[^\s\p{L}\p{N}\p{M}]/gu;
const HAN_OR_WORD_OR_MARK = /\p{Script=Han}|[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{M}]+)*|[^\s\p{L}\p{N}\p{M}]/gu;

/**
 * Language-model tokens: lower-cased words and single punctuation marks (punctuation carries style).
 * Chinese has no spaces between words, so each Han character is a token of its own.
 */
export function tokenizeText(text: string, language: ModelLanguage): string[] {
  const pattern = language === 'zh' ? HAN_OR_WORD_OR_MARK : WORD_OR_MARK;
  const tokens: string[] = [];
  for (const match of text.matchAll(pattern)) tokens.push(normalizeToken(match[0]));
  return tokens;
}

function normalizeToken(token: string): string {
  const lower = token.toLowerCase().replace(/’/g, "'");
  // Every number looks alike to a style model: the value says nothing about who wrote it.
  return /^\p{N}+$/u.test(lower) ? '<num>' : lower;
}

export function isWordToken(token: string): boolean {
  return /[\p{L}\p{N}]/u.test(token);
}

export function isHanToken(token: string): boolean {
  return HAN.test(token);
}
