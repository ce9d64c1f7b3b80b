import { type IntlRule } from '../intl-rule';
import { AGREEMENT_RULES } from './agreement-rules';
import { CLAUSE_RULES } from './clause-rules';
import { CONSTRUCTION_RULES } from './construction-rules';
import { NOUN_PHRASE_RULES } from './noun-phrase-rules';
import { USAGE_RULES } from './usage-rules';
import { WORD_RULES } from './word-rules';

export const FRENCH_RULES: IntlRule[] = [...NOUN_PHRASE_RULES, ...AGREEMENT_RULES, ...WORD_RULES, ...USAGE_RULES, ...CLAUSE_RULES, ...CONSTRUCTION_RULES];
