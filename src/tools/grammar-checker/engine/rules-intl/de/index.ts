import { type IntlRule } from '../intl-rule';
import { AGREEMENT_RULES } from './agreement-rules';
import { NOUN_PHRASE_RULES } from './noun-phrase-rules';
import { WORD_ORDER_RULES } from './word-order-rules';
import { WORD_RULES } from './word-rules';

export const GERMAN_RULES: IntlRule[] = [...NOUN_PHRASE_RULES, ...AGREEMENT_RULES, ...WORD_ORDER_RULES, ...WORD_RULES];
