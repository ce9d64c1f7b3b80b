import { type IntlRule } from '../intl-rule';
import { AGREEMENT_RULES } from './agreement-rules';
import { COPULA_RULES } from './copula-rules';
import { MOOD_RULES } from './mood-rules';
import { NOUN_PHRASE_RULES } from './noun-phrase-rules';
import { WORD_RULES } from './word-rules';

export const SPANISH_RULES: IntlRule[] = [...NOUN_PHRASE_RULES, ...AGREEMENT_RULES, ...COPULA_RULES, ...MOOD_RULES, ...WORD_RULES];
