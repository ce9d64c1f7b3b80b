import { alternation } from './word-alternation';

// Words that say how well a skill or a language is known, in English and other European languages, as data.
// A keyword followed by one in brackets ("Excel (Advanced)", "Stata (avanzado)") is the keyword alone: the level
// is JSON Resume's `level`, not part of the keyword.

export const SKILL_LEVELS = [
  // English
  'beginner', 'novice', 'basic', 'basics', 'elementary', 'intermediate', 'upper intermediate', 'advanced', 'expert', 'experienced', 'proficient', 'master', 'fluent', 'native',
  'good', 'very good', 'excellent', 'working knowledge', 'familiar',
  // Spanish
  'básico', 'basico', 'intermedio', 'avanzado', 'experto', 'nativo', 'nativa', 'fluido', 'medio', 'alto',
  // French
  'débutant', 'débutante', 'intermédiaire', 'avancé', 'avancée', 'experte', 'courant', 'natif', 'native', 'notions', 'bon', 'très bon',
  // German
  'grundkenntnisse', 'gut', 'sehr gut', 'fortgeschritten', 'experte', 'muttersprache', 'fließend', 'verhandlungssicher',
  // Portuguese
  'intermediário', 'avançado', 'fluente',
  // Italian
  'base', 'avanzato', 'esperto', 'madrelingua', 'buono', 'ottimo',
];

/** A whole cell or bracket that says only a level. */
export const LEVEL_ONLY = new RegExp(`^(?:${alternation(SKILL_LEVELS)})$`, 'i');

/** "Excel (Advanced)" → "Excel"; anything else as it was. */
export function dropBracketedLevel(keyword: string): string {
  const match = /^(.+?)\s*[([]\s*([^()[\]]+?)\s*[)\]]$/.exec(keyword);
  return match && LEVEL_ONLY.test(match[2]!) ? match[1]! : keyword;
}
