import { detectAll } from 'tinyld';
import { detectLanguageEngine } from '../../../detect-language/index';
import { type HarperDialect } from '../workers/engine-workers';

/** Languages we can check, and how. English goes to harper; the rest to nspell dictionaries. */
export const SPELLING_LANGUAGES = ['de', 'fr', 'es'] as const;
export type SpellingLanguage = (typeof SPELLING_LANGUAGES)[number];

export interface ChosenLanguage {
  /** ISO 639-1 where one exists ('en', 'de'). */
  code: string;
  name: string;
  detected: boolean;
  dialect?: HarperDialect;
  /** Plain "en" (no region chosen): British and American spellings are both right. */
  eitherSpelling?: boolean;
}

const NAMES: Record<string, string> = {
  en: 'English', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', pt: 'Portuguese', nl: 'Dutch',
  ru: 'Russian', pl: 'Polish', sv: 'Swedish', da: 'Danish', no: 'Norwegian', fi: 'Finnish', tr: 'Turkish',
  ja: 'Japanese', zh: 'Chinese', ko: 'Korean', ar: 'Arabic', hi: 'Hindi',
};
// ISO 639-2/3 codes people also send.
const TWO_LETTER: Record<string, string> = { eng: 'en', deu: 'de', ger: 'de', fra: 'fr', fre: 'fr', spa: 'es', ita: 'it', por: 'pt', nld: 'nl', dut: 'nl' };
const DIALECTS: Record<string, HarperDialect> = { us: 'us', gb: 'gb', uk: 'gb', au: 'au', ca: 'ca', in: 'in' };
/** Shorter than this, detection is a guess: English, the language most users write in here. */
const MIN_DETECTABLE_LETTERS = 12;

/** 'en-GB' → {code: 'en', dialect: 'gb'}; 'deu' → {code: 'de'}. */
export function parseLanguageTag(tag: string): { code: string; dialect?: HarperDialect } {
  const [primary = '', region = ''] = tag.toLowerCase().split(/[-_]/);
  const code = TWO_LETTER[primary] ?? primary;
  return { code, dialect: code === 'en' ? (DIALECTS[region] ?? 'us') : undefined };
}

/** tinyld alone, among the languages we check: the fallback when the ensemble cannot decide. */
function detectWithTinyld(sample: string): string {
  const [best, second] = detectAll(sample).filter((guess) => ['en', 'de', 'fr', 'es'].includes(guess.lang));
  // tinyld's scores are low on short text even when right: trust a clear lead, not an absolute level.
  const clear = best !== undefined && (best.accuracy >= 0.5 || (best.accuracy >= 0.1 && best.accuracy >= 1.5 * (second?.accuracy ?? 0)));
  return clear ? best.lang : 'en';
}

const CHECKABLE = new Set(['en', ...SPELLING_LANGUAGES]);
/** An unsupported language must be this sure, on this much text, before we give up checking. */
const UNSUPPORTED_MIN_CONFIDENCE = 0.9;
const UNSUPPORTED_MIN_LETTERS = 40;
const ALTERNATIVE_MIN_CONFIDENCE = 0.2;

/**
 * Our detect-language engine (an ensemble over fastText, eld, tinyld, cld3 and franc) picks the
 * language and, for English, the regional variant from its spelling evidence ("colour" → British).
 * Misspelt English fools every detector ("I recieve teh mail" comes out as Balkan Romani), and
 * wrongly switching off the checker costs more than checking a foreign text as English, so a
 * language we cannot check must win clearly; otherwise the best checkable candidate, else English.
 */
async function detectWithEnsemble(sample: string, letters: number): Promise<{ code: string; dialect?: HarperDialect } | undefined> {
  try {
    const result = await detectLanguageEngine.run({ text: sample } as never, { responses: 'basic' });
    // A clear lead is enough to choose a checker: `reliable` now promises 98% measured and passes on many clear texts.
    if (!('language' in result) || result.language.confidence < 0.6) return undefined;
    const top = parseLanguageTag(result.variant?.code ?? result.language.bcp47);
    if (CHECKABLE.has(top.code)) return top;
    if (result.language.confidence >= UNSUPPORTED_MIN_CONFIDENCE && letters >= UNSUPPORTED_MIN_LETTERS) return top;
    const alternative = result.alternatives.find((a) => a.confidence >= ALTERNATIVE_MIN_CONFIDENCE && CHECKABLE.has(parseLanguageTag(a.bcp47).code));
    return alternative ? parseLanguageTag(alternative.bcp47) : { code: 'en' };
  } catch {
    // Detection is a convenience here: any failure falls back to the light detector.
    return undefined;
  }
}

/** The requested language, else a detection on the first few thousand characters. */
export async function chooseLanguage(requested: string | undefined, text: string): Promise<ChosenLanguage> {
  if (requested && requested.toLowerCase() !== 'auto') {
    const { code, dialect } = parseLanguageTag(requested);
    const eitherSpelling = code === 'en' && !/[-_]/.test(requested);
    return { code, name: NAMES[code] ?? code, detected: false, dialect, ...(eitherSpelling ? { eitherSpelling } : {}) };
  }
  const sample = text.slice(0, 4000);
  const letters = sample.replace(/[^\p{L}]/gu, '').length;
  if (letters < MIN_DETECTABLE_LETTERS) return { code: 'en', name: 'English', detected: true, dialect: 'us' };
  const detected = (await detectWithEnsemble(sample, letters)) ?? { code: detectWithTinyld(sample) };
  const code = detected.code;
  return { code, name: NAMES[code] ?? code, detected: true, dialect: code === 'en' ? (detected.dialect ?? 'us') : undefined };
}
