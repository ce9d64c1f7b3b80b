import { A_LA_FLAVOUR } from './a-la-flavour';
import { PLUS_MEILLEUR } from './plus-meilleur';
import { DE_BEFORE_PLURAL_ADJECTIVE, DE_BEFORE_UNAGREED_ADJECTIVE } from './de-before-plural-adjective';
import { LUI_FOR_ELIDED_OBJECT } from './lui-for-elided-object';
import { CE_QUI_SUBJECT } from './ce-qui-subject';
import { QUEL_PARTICIPLE_AGREEMENT } from './quel-participle-agreement';
import { type IntlRule } from '../intl-rule';
import { A_BEFORE_OBJECT } from './a-before-object';
import { A_BEFORE_PARTICIPLE } from './a-before-participle';
import { A_BEFORE_RECIPIENT } from './a-before-recipient';
import { AGREEMENT_RULES } from './agreement-rules';
import { AVOIR_ACTIVITY_VERB } from './avoir-activity-verb';
import { CE_SE_BEFORE_VERB } from './ce-se-before-verb';
import { CES_NO_OWNER } from './ces-no-owner';
import { CLAUSE_RULES } from './clause-rules';
import { CONSTRUCTION_RULES } from './construction-rules';
import { EST_ET_ADJECTIVE } from './est-et-adjective';
import { LEURS_BEFORE_NUMBER } from './leurs-before-number';
import { LEURS_PRONOUN_AFTER_SUBJECT } from './leurs-pronoun-after-subject';
import { NOUN_PHRASE_RULES } from './noun-phrase-rules';
import { OU_BETWEEN_PHRASES } from './ou-between-phrases';
import { SES_FAMILY_OBJECT } from './ses-family-object';
import { SI_CONDITIONAL } from './si-conditional';
import { USAGE_RULES } from './usage-rules';
import { WORD_RULES } from './word-rules';

/**
 * The rules write the straight apostrophe ("j'avais"); a writer whose text uses the typographic one
 * (j’ai, as phones and word processors type it) gets it back in the fixes, so a fix does not mix both.
 */
function keepApostrophes(rule: IntlRule): IntlRule {
  return {
    ...rule,
    find: (ctx) => {
      const findings = rule.find(ctx);
      if (!ctx.text.includes('’') || ctx.text.includes("'")) return findings;
      return findings.map((f) => ({ ...f, replacements: f.replacements.map((r) => r.replace(/'/g, '’')) }));
    },
  };
}

export const FRENCH_RULES: IntlRule[] = [...NOUN_PHRASE_RULES, ...AGREEMENT_RULES, ...WORD_RULES, ...USAGE_RULES, EST_ET_ADJECTIVE, ...CLAUSE_RULES, SI_CONDITIONAL, CES_NO_OWNER, CE_SE_BEFORE_VERB, LEURS_BEFORE_NUMBER, LEURS_PRONOUN_AFTER_SUBJECT, AVOIR_ACTIVITY_VERB, A_BEFORE_PARTICIPLE, A_BEFORE_OBJECT, A_BEFORE_RECIPIENT, A_LA_FLAVOUR, PLUS_MEILLEUR, DE_BEFORE_PLURAL_ADJECTIVE, DE_BEFORE_UNAGREED_ADJECTIVE, LUI_FOR_ELIDED_OBJECT, CE_QUI_SUBJECT, QUEL_PARTICIPLE_AGREEMENT, OU_BETWEEN_PHRASES, SES_FAMILY_OBJECT, ...CONSTRUCTION_RULES].map(keepApostrophes);
