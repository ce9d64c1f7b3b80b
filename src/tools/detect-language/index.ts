export { detectLanguageEngine } from './engine/detect-language-engine';
export type {
  BatchResult,
  DetectionResult,
  DetectLanguageInput,
  DetectLanguageResult,
  LanguageGuess,
  ParagraphLanguage,
  Variant,
} from './contract';
