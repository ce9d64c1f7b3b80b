import { type IntlRule } from '../intl-rule';
import { ADJECTIVE_PAST_COMPLEMENT } from './adjective-past-complement';
import { AGREEMENT_RULES } from './agreement-rules';
import { COPULA_RULES } from './copula-rules';
import { COPULA_EXPRESSION_RULES } from './copula-expressions';
import { ESTA_BEFORE_PARTICIPLE } from './esta-before-participle';
import { EXPRESSION_RULES } from './expression-rules';
import { HABER_AUXILIARY_AGREEMENT } from './haber-auxiliary-agreement';
import { HABER_NOT_A_VER } from './haber-not-a-ver';
import { IMPERSONAL_ADJECTIVE_INFINITIVE } from './impersonal-adjective-infinitive';
import { MOOD_RULES } from './mood-rules';
import { NOUN_PHRASE_RULES } from './noun-phrase-rules';
import { PARA_GIFT_OCCASION } from './para-gift-occasion';
import { PASAR_POR_ROUTE } from './pasar-por-route';
import { INGLES_LANGUAGE_ACCENT } from './ingles-language-accent';
import { POR_MEANS_OF_CONTACT } from './por-means-of-contact';
import { PREPOSITION_RULES } from './preposition-rules';
import { POR_REWARD_REASON } from './por-reward-reason';
import { POR_THROUGH_PLACE } from './por-through-place';
import { PRESENT_AFTER_FINISHED_PAST } from './present-after-finished-past';
import { PRETERITE_ACCENT } from './preterite-accent';
import { PRETERITE_DATED_EVENT } from './preterite-dated-event';
import { PRETERITE_SUDDEN_EVENT } from './preterite-sudden-event';
import { PRONOUN_RULES } from './pronoun-rules';
import { QUE_BEFORE_NOUN_QUESTION } from './que-before-noun-question';
import { SI_WHETHER } from './si-whether';
import { TENSE_RULES } from './tense-rules';
import { REGULAR_FUTURE_ON_IRREGULAR } from './regular-future-on-irregular';
import { TRABAJAR_COMO_PROFESSION } from './trabajar-como-profession';
import { EVENT_SER_IN_ROOM } from './event-ser-in-room';
import { TU_BEFORE_ADVERB } from './tu-before-adverb';
import { MASCULINE_ON_NOUN } from './masculine-on-noun';
import { POR_APOLOGY_REASON } from './por-apology-reason';
import { WORD_RULES } from './word-rules';

export const SPANISH_RULES: IntlRule[] = [
  ...NOUN_PHRASE_RULES,
  MASCULINE_ON_NOUN,
  IMPERSONAL_ADJECTIVE_INFINITIVE,
  TRABAJAR_COMO_PROFESSION,
  EVENT_SER_IN_ROOM,
  ADJECTIVE_PAST_COMPLEMENT,
  // Before es/subject-verb, which would make "llego" after a third person "llega": in the past it is "llegó".
  PRETERITE_ACCENT,
  TU_BEFORE_ADVERB,
  REGULAR_FUTURE_ON_IRREGULAR,
  ...AGREEMENT_RULES,
  HABER_AUXILIARY_AGREEMENT,
  ...COPULA_RULES,
  ...COPULA_EXPRESSION_RULES,
  ...MOOD_RULES,
  ...PRONOUN_RULES,
  ...PREPOSITION_RULES,
  POR_THROUGH_PLACE,
  PASAR_POR_ROUTE,
  POR_MEANS_OF_CONTACT,
  PARA_GIFT_OCCASION,
  POR_REWARD_REASON,
  POR_APOLOGY_REASON,
  HABER_NOT_A_VER,
  ...TENSE_RULES,
  PRETERITE_SUDDEN_EVENT,
  PRETERITE_DATED_EVENT,
  PRESENT_AFTER_FINISHED_PAST,
  ...EXPRESSION_RULES,
  ...WORD_RULES,
  INGLES_LANGUAGE_ACCENT,
  ESTA_BEFORE_PARTICIPLE,
  QUE_BEFORE_NOUN_QUESTION,
  SI_WHETHER,
];
