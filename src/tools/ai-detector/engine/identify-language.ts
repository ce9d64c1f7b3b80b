import { detectLanguageEngine } from '../../detect-language/index';
import type { DetectionResult } from '../../detect-language/index';
import { ToolInputError } from '../../../platform/engine';
import type { DetectedLanguage } from '../contract';
import type { ModelLanguage } from './tokenize-text';

export interface IdentifiedLanguage {
  language: Omit<DetectedLanguage, 'support'>;
  model: ModelLanguage;
}

const UNDETERMINED = { code: 'und', bcp47: 'und', name: 'Undetermined' };

/** Which of the detector's models suits a language (ISO 639-3, macrolanguage codes as detect-language gives them). */
export function pickModelLanguage(code: string): ModelLanguage {
  if (code === 'eng') return 'en';
  if (code === 'deu') return 'de';
  if (code === 'fra') return 'fr';
  if (code === 'spa') return 'es';
  if (code === 'zho' || code === 'cmn' || code === 'yue') return 'zh';
  return 'other';
}

/** Names the text's language with the site's own language-detection engine. */
export async function identifyLanguage(text: string): Promise<IdentifiedLanguage> {
  try {
    const result = (await detectLanguageEngine.run({ text }, { responses: 'basic' })) as DetectionResult;
    const { code, bcp47, name } = result.language;
    return { language: { code, bcp47, name }, model: pickModelLanguage(code) };
  } catch (error) {
    // Text with no recognisable language (numbers, symbols) is still scored, as 'other'.
    if (error instanceof ToolInputError) return { language: UNDETERMINED, model: 'other' };
    throw error;
  }
}
