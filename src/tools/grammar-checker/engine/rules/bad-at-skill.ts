import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * "I am really bad in spelling" → "bad at spelling": skill in a subject or an activity is "good/bad at".
 * Only before a school subject or a listed skill, so "bad in the morning" or "pay is bad in teaching"
 * (conditions in a field) stay; "good in" is handled with its own contexts elsewhere, "weak in" is right. Not
 * languages ("the joke is terrible in French": in that language), and only about a person ("Our results were
 * bad in maths" is about the results).
 */
const SKILL_ADJECTIVE = 'bad|terrible|hopeless|awful|useless|brilliant|excellent|amazing';
const SKILL = 'spelling|maths|math|mathematics|physics|chemistry|biology|history|geography|science|sport|sports|art|music|drawing|swimming|singing|dancing|cooking|painting|skating|skiing|typing|football|tennis|chess|grammar|algebra|geometry|sums';

/** A person as the clause's subject, with no comma or clause word between it and the adjective. */
const PERSON_SUBJECT = /\b(i|you|he|she|we|they|i'm|you're|he's|she's|we're|they're|brother|sister|son|daughter|friend|cousin|child|kid|pupil|student|classmate|mum|mom|dad)\b[^,;]*$/i;

const RULES: PatternRule[] = [
  {
    rule: 'preposition/good-at', pattern: [SKILL_ADJECTIVE, 'in', SKILL], span: [1, 2], fix: 'at', confidence: 0.85,
    message: "Skill in a subject or an activity is 'good at' or 'bad at': 'bad at spelling'.",
    earlier: (sentence) => PERSON_SUBJECT.test(sentence),
    previous: (w) => w !== undefined && /^(am|is|are|was|were|be|been|really|very|so|quite|pretty|always|still|even|i'm|you're|he's|she's|we're|they're|much|a|bit|not|too)$/.test(w),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "bad in spelling" → "bad at spelling". */
export function checkBadAtSkill(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
