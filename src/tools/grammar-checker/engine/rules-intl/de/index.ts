import { type IntlRule } from '../intl-rule';
import { AGREEMENT_RULES } from './agreement-rules';
import { ALS_NOT_WANN } from './als-not-wann';
import { LANGUAGE_NAME_NOUN } from './language-name-noun';
import { AUXILIARY_RULES } from './auxiliary-rules';
import { CONJUNCTION_RULES } from './conjunction-rules';
import { DAS_RELATIVE_GIVING_VERB } from './das-relative-giving-verb';
import { DASS_AFTER_PREDICATE } from './dass-after-predicate';
import { DASS_AFTER_VERB_PRONOUN } from './dass-after-verb-pronoun';
import { DU_STRONG_PRESENT } from './du-strong-present';
import { IHR_AFTER_VERB } from './ihr-after-verb';
import { HAENGEN_LOCATION_DATIVE } from './haengen-location-dative';
import { JEDER_SINGULAR_VERB } from './jeder-singular-verb';
import { INVERTED_SUBJECT_VERB } from './inverted-subject-verb';
import { MOECHTE_REQUEST } from './moechte-request';
import { NAME_SUBJECT_VERB } from './name-subject-verb';
import { NOUN_PHRASE_RULES } from './noun-phrase-rules';
import { PERFECT_HABEN_NOUN_SUBJECT } from './perfect-haben-noun-subject';
import { PERFECT_HABEN_OBJECT } from './perfect-haben-object';
import { PERFECT_SEIN_CLAUSE_END } from './perfect-sein-clause-end';
import { PREPOSITION_RULES } from './preposition-rules';
import { REFLEXIVE_VERB_MISSING_PRONOUN } from './reflexive-verb-missing-pronoun';
import { PRONOUN_CASE_RULES } from './pronoun-case-rules';
import { SEPARABLE_VERB_RULES } from './separable-verbs';
import { SEPARABLE_VERB_FIRST } from './separable-verb-first';
import { STRONG_ADJECTIVE_RUN } from './strong-adjective-run';
import { UNREAL_CONDITION_PRESENT } from './unreal-condition-present';
import { WORD_ORDER_RULES } from './word-order-rules';
import { WHOSE_RELATIVE_ARTICLE } from './whose-relative-article';
import { WIEDER_NOT_WIDER } from './wieder-not-wider';
import { WORD_RULES } from './word-rules';

export const GERMAN_RULES: IntlRule[] = [
  ...NOUN_PHRASE_RULES,
  ...AGREEMENT_RULES,
  ...WORD_ORDER_RULES,
  ...SEPARABLE_VERB_RULES,
  SEPARABLE_VERB_FIRST,
  ...PRONOUN_CASE_RULES,
  ...AUXILIARY_RULES,
  PERFECT_HABEN_OBJECT,
  PERFECT_HABEN_NOUN_SUBJECT,
  PERFECT_SEIN_CLAUSE_END,
  NAME_SUBJECT_VERB,
  IHR_AFTER_VERB,
  INVERTED_SUBJECT_VERB,
  DU_STRONG_PRESENT,
  WHOSE_RELATIVE_ARTICLE,
  DAS_RELATIVE_GIVING_VERB,
  DASS_AFTER_VERB_PRONOUN,
  DASS_AFTER_PREDICATE,
  MOECHTE_REQUEST,
  REFLEXIVE_VERB_MISSING_PRONOUN,
  UNREAL_CONDITION_PRESENT,
  STRONG_ADJECTIVE_RUN,
  WIEDER_NOT_WIDER,
  JEDER_SINGULAR_VERB,
  HAENGEN_LOCATION_DATIVE,
  ALS_NOT_WANN,
  LANGUAGE_NAME_NOUN,
  ...CONJUNCTION_RULES,
  ...PREPOSITION_RULES,
  ...WORD_RULES,
];
