import { type SpellingLanguage } from '../language/choose-language';
import { type Issue } from '../types';
import { GERMAN_RULES } from './de/index';
import { SPANISH_RULES } from './es/index';
import { FRENCH_RULES } from './fr/index';
import { type IntlRule, runRules } from './intl-rule';

export const INTL_RULES: Record<SpellingLanguage, IntlRule[]> = { de: GERMAN_RULES, fr: FRENCH_RULES, es: SPANISH_RULES };

/** Grammar rules for German, French and Spanish: pure functions, fast enough for the main thread. */
export function checkIntlGrammar(language: SpellingLanguage, text: string): Issue[] {
  return runRules(INTL_RULES[language], text);
}
