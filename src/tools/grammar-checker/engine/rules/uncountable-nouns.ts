import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { findThirdSingular, isKnownBase } from './verb-lexicon';

const RULE = 'uncountable-noun';
const MESSAGE = 'This noun is uncountable in English: it has no plural.';
const SINGULAR: Record<string, string> = {
  informations: 'information', advices: 'advice', furnitures: 'furniture', datas: 'data', equipments: 'equipment',
  knowledges: 'knowledge', homeworks: 'homework', luggages: 'luggage', baggages: 'baggage', evidences: 'evidence',
  feedbacks: 'feedback', softwares: 'software', hardwares: 'hardware', jewelleries: 'jewellery', jewelries: 'jewelry',
  machineries: 'machinery', sceneries: 'scenery', garbages: 'garbage', rubbishes: 'rubbish', vocabularies: 'vocabulary',
  staffs: 'staff', researches: 'research', pollutions: 'pollution', wealths: 'wealth', healths: 'health', musics: 'music', trafics: 'traffic', traffics: 'traffic',
};
// "He researches", "She advices me" (a misspelt "advises"): verbs after a subject pronoun.
const VERB_SUBJECTS = new Set(['he', 'she', 'it', 'who', 'which', 'that', 'also', 'often', 'always']);
/** "equipments", "informations": the plural of a noun that has none (the agreement rules read it as singular). */
export const isUncountablePlural = (word: string) => Object.hasOwn(SINGULAR, word) && word !== 'researches';
// "researches" is also the verb ("she researches"): a noun only after these.
const BEFORE_RESEARCH_NOUN = new Set(
  'many several these those some the my our their his her your recent previous scientific further other numerous various few different new more do did does doing done conduct conducted conducting make made of in and such'.split(' '),
);
const singular = (word: string) => (Object.hasOwn(SINGULAR, word) ? SINGULAR[word] : undefined);
const DEMONSTRATIVE: Record<string, string> = { these: 'this', those: 'that', many: 'much' };
const SINGULAR_VERB: Record<string, string> = { are: 'is', were: 'was', have: 'has' };
const singularVerb = (word: string) => SINGULAR_VERB[word] ?? (isKnownBase(word) && word !== 'be' ? findThirdSingular(word) : undefined);
const isPluralVerb = (word: string) => singularVerb(word) !== undefined;
const isAnyUncountablePlural = (word: string) => Object.hasOwn(SINGULAR, word);

// "None of the information were": an uncountable noun after "none of" makes the verb singular.
const MASS_AFTER_NONE = new Set('information furniture equipment money advice evidence feedback homework luggage software work water food traffic research knowledge'.split(' '));

const RULES: PatternRule[] = [
  {
    rule: RULE, pattern: ['none', 'of', 'the|this|that|my|our|your|his|her|their|its', (w) => MASS_AFTER_NONE.has(w), 'are|were|have'], span: [4, 5],
    fix: (w) => SINGULAR_VERB[w[4] ?? ''], confidence: 0.85,
    message: "An uncountable noun after 'none of' takes a singular verb.",
  },
  {
    // "None of the information in the brochure were correct": the same across a short place phrase.
    rule: RULE, pattern: ['none', 'of', 'the|this|that|my|our|your|his|her|their|its', (w) => MASS_AFTER_NONE.has(w), 'in|on|at|from|about|on', 'the|this|that|my|our|your|his|her|their', '*', 'are|were|have'],
    span: [7, 8], fix: (w) => SINGULAR_VERB[w[7] ?? ''], confidence: 0.85,
    message: "An uncountable noun after 'none of' takes a singular verb.",
  },
  {
    rule: RULE, pattern: ['none', 'of', 'the|this|that|my|our|your|his|her|their|its', (w) => MASS_AFTER_NONE.has(w), 'in|on|at|from|about|on', 'the|this|that|my|our|your|his|her|their', '*', '*', 'are|were|have'],
    span: [8, 9], fix: (w) => SINGULAR_VERB[w[8] ?? ''], confidence: 0.85,
    message: "An uncountable noun after 'none of' takes a singular verb.",
  },
  {
    rule: RULE, pattern: ['these|those|many', isAnyUncountablePlural, isPluralVerb], message: MESSAGE, confidence: 0.85,
    fix: (w) => `${DEMONSTRATIVE[w[0] ?? '']} ${singular(w[1] ?? '')} ${singularVerb(w[2] ?? '')}`,
    previous: (w) => w !== 'how' && w !== 'so' && w !== 'too',
  },
  {
    rule: RULE, pattern: ['these|those|many', isAnyUncountablePlural], message: MESSAGE, confidence: 0.85,
    fix: (w) => `${DEMONSTRATIVE[w[0] ?? '']} ${singular(w[1] ?? '')}`,
  },
  {
    rule: RULE, pattern: ['an|a', isUncountablePlural], message: MESSAGE, confidence: 0.75, fix: (w) => singular(w[1] ?? ''),
  },
  {
    rule: RULE, pattern: [isUncountablePlural, 'are|were|have'], message: MESSAGE, confidence: 0.85,
    // "The staffs were friendly" → "The staff were": a group noun keeps the plural verb British writers give it.
    // "The datas were collected" → "The data were": "data" takes a plural verb in formal writing too.
    fix: (w) => `${singular(w[0] ?? '')} ${w[0] === 'staffs' || w[0] === 'datas' ? w[1] : SINGULAR_VERB[w[1] ?? '']}`,
    previous: (w) => w === undefined || !VERB_SUBJECTS.has(w),
  },
  {
    rule: RULE, pattern: [isUncountablePlural], message: MESSAGE, confidence: 0.85, fix: (w) => singular(w[0] ?? ''),
    previous: (w) => w === undefined || !VERB_SUBJECTS.has(w),
  },
  {
    rule: RULE, pattern: ['researches'], message: MESSAGE, confidence: 0.8, fix: 'research',
    previous: (w) => w !== undefined && BEFORE_RESEARCH_NOUN.has(w),
  },
  {
    rule: RULE, pattern: ['advices'], message: "The verb is spelt 'advises'; 'advice' is the noun.", confidence: 0.8, fix: 'advises',
    previous: (w) => w !== undefined && VERB_SUBJECTS.has(w),
  },
];

const PATTERNS = new PatternSet(RULES);

/** 'informations' → 'information', 'many datas' → 'much data', 'These advices are' → 'This advice is'. */
export function checkUncountableNouns(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
