import { type IntlRule } from '../intl-rule';
import { AGREEMENT_RULES } from './agreement-rules';
import { COPULA_RULES } from './copula-rules';
import { EXPRESSION_RULES } from './expression-rules';
import { HABER_AUXILIARY_AGREEMENT } from './haber-auxiliary-agreement';
import { MOOD_RULES } from './mood-rules';
import { NOUN_PHRASE_RULES } from './noun-phrase-rules';
import { PREPOSITION_RULES } from './preposition-rules';
import { PRONOUN_RULES } from './pronoun-rules';
import { TENSE_RULES } from './tense-rules';
import { WORD_RULES } from './word-rules';

export const SPANISH_RULES: IntlRule[] = [
  ...NOUN_PHRASE_RULES,
  ...AGREEMENT_RULES,
  HABER_AUXILIARY_AGREEMENT,
  ...COPULA_RULES,
  ...MOOD_RULES,
  ...PRONOUN_RULES,
  ...PREPOSITION_RULES,
  ...TENSE_RULES,
  ...EXPRESSION_RULES,
  ...WORD_RULES,
];
