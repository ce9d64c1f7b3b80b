import { ToolInputError } from '../../../../platform/engine';
import { detectLanguageEngine } from '../../../detect-language';
import { toBaseLanguage } from './language-codes';

/** Enough text to call the language; detection on a whole document would only cost time. */
const SAMPLE_CHARS = 2_000;

/** The language of the text as an ISO 639-1 code, with our detect-language engine. */
export async function detectSourceLanguage(text: string, signal?: AbortSignal): Promise<string> {
  const sample = text.slice(0, SAMPLE_CHARS);
  let detection;
  try {
    detection = await detectLanguageEngine.run(detectLanguageEngine.inputSchema.parse({ text: sample }), { responses: 'basic', ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof Error && error.name === 'ToolInputError') {
      throw new ToolInputError(`The language of the text could not be recognised; choose the source language. (${error.message})`);
    }
    throw error;
  }
  if (!('language' in detection)) throw new ToolInputError('The language of the text could not be recognised; choose the source language.');
  return toBaseLanguage(detection.language.bcp47 || detection.language.code);
}
