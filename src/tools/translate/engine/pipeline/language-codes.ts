import { iso6393To1 } from 'iso-639-3';

/** "pt-BR" → "pt", "ENG" → "en": engines and pairs are keyed by the ISO 639-1 language alone. */
export function toBaseLanguage(tag: string): string {
  const [language = ''] = tag.trim().toLowerCase().split(/[-_]/);
  return language.length === 3 ? (iso6393To1[language] ?? language) : language;
}

/** The subtags after the language ("pt-BR" → ["br"]), lower case: a variant an engine may honour. */
export function listSubtags(tag: string): string[] {
  return tag.trim().toLowerCase().split(/[-_]/).slice(1);
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** "es" → "Spanish", for messages and notes. */
export function nameLanguage(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}
