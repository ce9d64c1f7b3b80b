import type { ScriptProfile } from '../detect-script';
import { detectChineseVariant } from './detect-chinese-variant';
import { detectEnglishVariant } from './detect-english-variant';
import { detectPortugueseVariant } from './detect-portuguese-variant';
import { detectScriptVariant } from './detect-script-variant';
import type { VariantResult } from './variant-types';

/** The regional or script variant of a detected language, only when the text carries evidence. */
export function detectVariant(code: string, text: string, profile: ScriptProfile): VariantResult | undefined {
  switch (code) {
    case 'zho':
      return detectChineseVariant(text);
    case 'eng':
      return detectEnglishVariant(text);
    case 'por':
      return detectPortugueseVariant(text);
    default:
      return detectScriptVariant(code, profile);
  }
}
