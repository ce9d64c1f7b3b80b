import { detectAll } from 'tinyld';
import { type HarperDialect } from '../workers/engine-workers';

/** Languages we can check, and how. English goes to harper; the rest to nspell dictionaries. */
export const SPELLING_LANGUAGES = ['de', 'fr', 'es'] as const;
export type SpellingLanguage = (typeof SPELLING_LANGUAGES)[number];

export interface ChosenLanguage {
  /** ISO 639-1 where one exists ('en', 'de'); 'und' when undetermined. */
  code: string;
  name: string;
  detected: boolean;
  dialect?: HarperDialect;
}

const NAMES: Record<string, string> = {
  en: 'English', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', pt: 'Portuguese', nl: 'Dutch',
  ru: 'Russian', pl: 'Polish', sv: 'Swedish', da: 'Danish', no: 'Norwegian', fi: 'Finnish', tr: 'Turkish',
  ja: 'Japanese', zh: 'Chinese', ko: 'Korean', ar: 'Arabic', hi: 'Hindi', und: 'Undetermined',
};
// ISO 639-2/3 codes people also send.
const TWO_LETTER: Record<string, string> = { eng: 'en', deu: 'de', ger: 'de', fra: 'fr', fre: 'fr', spa: 'es', ita: 'it', por: 'pt', nld: 'nl', dut: 'nl' };
const DIALECTS: Record<string, HarperDialect> = { us: 'us', gb: 'gb', uk: 'gb', au: 'au', ca: 'ca', in: 'in' };

/** 'en-GB' → {code: 'en', dialect: 'gb'}; 'deu' → {code: 'de'}. */
export function parseLanguageTag(tag: string): { code: string; dialect?: HarperDialect } {
  const [primary = '', region = ''] = tag.toLowerCase().split(/[-_]/);
  const code = TWO_LETTER[primary] ?? primary;
  return { code, dialect: code === 'en' ? (DIALECTS[region] ?? 'us') : undefined };
}

/**
 * The requested language, else a detection on the first few thousand characters. Short or
 * ambiguous text falls back to English, the language most users write in here.
 */
export function chooseLanguage(requested: string | undefined, text: string): ChosenLanguage {
  if (requested && requested.toLowerCase() !== 'auto') {
    const { code, dialect } = parseLanguageTag(requested);
    return { code, name: NAMES[code] ?? code, detected: false, dialect };
  }
  const sample = text.slice(0, 4000);
  const [best, second] = sample.replace(/[^\p{L}\s'’-]/gu, ' ').trim().length < 12 ? [] : detectAll(sample);
  // tinyld's scores are low on short text even when right: trust a clear lead, not an absolute level.
  const clear = best !== undefined && (best.accuracy >= 0.5 || (best.accuracy >= 0.1 && best.accuracy >= 1.5 * (second?.accuracy ?? 0)));
  const code = clear ? best.lang : 'en';
  return { code, name: NAMES[code] ?? code, detected: true, dialect: code === 'en' ? 'us' : undefined };
}
