import type { TranslateEngineId } from '../api/translate-text';

export const ENGINE_LABELS: Record<TranslateEngineId, string> = {
  apertium: 'Apertium (offline)',
  libretranslate: 'LibreTranslate',
  deepl: 'DeepL',
  model: 'AI model',
};
