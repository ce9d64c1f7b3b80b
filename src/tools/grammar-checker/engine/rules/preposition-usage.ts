import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { SHORT_OBJECT_REST } from './explain-object-order';
import { PARTNERS } from './partner-nouns';

/** After "engaged with a pilot": the end of the clause, or when ("…last spring", "…in June"). */
const ENDS_ENGAGEMENT = /^\s*([.,;!?]|$)|^\s+(last|in|since|for|two|three|four|five|six|a|an|this|next)\s+\w+\s*([.,;!?]|$)|^\s+(and\s+)?(married|moved|are|were|is|was)\b/i;

const RULE = 'preposition-usage';
const OBJECT_PRONOUNS = 'me|him|her|us|them';


const RULES: PatternRule[] = [
  {
    // "complains for the food": one complains about something (or "of" a pain).
    rule: RULE, pattern: ['complain|complains|complained|complaining', 'for'], span: [1, 2], fix: 'about', confidence: 0.8,
    message: "One complains about something.",
  },
  {
    // "responsible of the budget": the person in charge is responsible for it ("responsible to" a boss stays).
    rule: RULE, pattern: ['responsible', 'of|about'], span: [1, 2], fix: 'for', confidence: 0.85,
    message: "The preposition after 'responsible' is 'for'.",
  },
  {
    // "consists in five chapters": parts are "of"; "consists in doing" (lies in) stays.
    rule: RULE, pattern: ['consist|consists|consisted|consisting', 'in'], span: [1, 2], fix: 'of', confidence: 0.8,
    message: "A whole consists of its parts.", next: (rest) => !/^\s+\w+ing\b/i.test(rest),
  },
  {
    rule: RULE, pattern: ['depend|depends|depended|depending|dependent', 'of|from'], span: [1, 2], fix: 'on', confidence: 0.85,
    message: "The preposition after 'depend' is 'on'.",
  },
  {
    rule: RULE, pattern: ['interested', 'on|about|for'], span: [1, 2], fix: 'in', confidence: 0.8,
    message: "The preposition after 'interested' is 'in'.",
    next: (rest) => !/^\s+(the\s+)?(money|price|cost)\b/i.test(rest),
  },
  {
    rule: RULE, pattern: ['afraid', 'from'], span: [1, 2], fix: 'of', confidence: 0.85,
    message: "The preposition after 'afraid' is 'of'.",
  },
  {
    rule: RULE, pattern: ['listen|listens|listened|listening', 'music|me|him|her|us|them|my|his|their|our|your|the|this|that|podcasts|songs'], span: [0, 1],
    fix: (w) => `${w[0]} to`, confidence: 0.85,
    message: "'Listen' takes 'to' before what is heard.",
  },
  {
    rule: RULE, pattern: ['explain|explains|explained|explaining', OBJECT_PRONOUNS, 'how|what|why|where|when|whether|which|who'], span: [0, 2],
    fix: (w) => `${w[0]} to ${w[1]}`, confidence: 0.8,
    message: "'Explain' takes 'to' before the person: 'explain to me'.",
  },
  {
    // A short object that ends the clause goes before "to me" (explain-object-order.ts): only long objects here.
    rule: RULE, pattern: ['explain|explains|explained|explaining', OBJECT_PRONOUNS, 'the|a|an|that|this|it|his|her|their|my|your|our|these|those'], span: [0, 2],
    fix: (w) => `${w[0]} to ${w[1]}`, confidence: 0.8,
    message: "'Explain' takes 'to' before the person: 'explain to me'.",
    next: (rest) => !SHORT_OBJECT_REST.test(rest),
  },
  {
    // "born on 1998": a year takes "in" ("on" is for a day: "born on 3 May 1998").
    rule: RULE, pattern: ['born|married|founded|built|published|released|graduated|moved|started', 'on|at', (w) => /^(1[5-9]|20)\d\d$/.test(w)], span: [1, 2], fix: 'in',
    confidence: 0.85, message: "A year takes 'in': 'born in 1998'.",
  },
  {
    // "married with a doctor": one is married to a person ("married with two children" is right).
    rule: RULE, pattern: ['married', 'with', 'a|an', (w) => PARTNERS.has(w)], span: [1, 2], fix: 'to', confidence: 0.85,
    message: "One is married to a person: 'married to a doctor'.",
  },
  {
    rule: RULE, pattern: ['married', 'with', (w, t) => /^\p{Lu}\p{Ll}+$/u.test(t.text) && !/^(two|three|four|five|kids|children)$/.test(w)], span: [1, 2], fix: 'to',
    confidence: 0.85, message: "One is married to a person: 'married to Sam'.",
  },
  {
    // "engaged with" is also "dealt with" ("engaged with a developer community", "engaged with a nurse about the
    // complaint", "engaged with Microsoft on the deal"): only a partner that ends the clause is a fiancé(e).
    rule: RULE, pattern: ['engaged', 'with', 'a|an', (w) => PARTNERS.has(w)], span: [1, 2], fix: 'to', confidence: 0.85,
    message: "One is engaged to a person: 'engaged to a doctor'.", next: (rest) => ENDS_ENGAGEMENT.test(rest),
  },
  {
    rule: RULE, pattern: ['engaged', 'with', (w, t) => /^\p{Lu}\p{Ll}+$/u.test(t.text) && !/^(two|three|four|five|kids|children)$/.test(w)], span: [1, 2], fix: 'to',
    confidence: 0.85, message: "One is engaged to a person: 'engaged to Sam'.", next: (rest) => ENDS_ENGAGEMENT.test(rest),
  },
  {
    // "Congratulations for your new job": one is congratulated on something.
    rule: RULE, pattern: ['congratulations|congrats|congratulate|congratulated', 'for'], span: [1, 2], fix: 'on', confidence: 0.85,
    message: "One congratulates someone on something: 'congratulations on'.",
  },
  {
    // "Please reply me as soon as possible": one replies to someone.
    rule: RULE, pattern: ['reply|replied|replies|replying', 'me|him|her|us|them|you'], span: [0, 1], fix: (w) => `${w[0]} to`, confidence: 0.85,
    message: "One replies to someone: 'reply to me'.",
  },
  {
    // "an appointment on five o'clock": clock times take "at".
    rule: RULE, pattern: ['on|in', (w) => /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})$/.test(w), "o'clock"], span: [0, 1], fix: 'at', confidence: 0.85,
    message: "A clock time takes 'at': 'at five o'clock'.",
  },
];

const PATTERNS = new PatternSet(RULES);

/** 'depend of' → 'depend on', 'listen music' → 'listen to music', 'explain me the' → 'explain to me the'. */
export function checkPrepositionUsage(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
