import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * "What he said were true" → "was": a clause opened by "what" is one thing, so its verb is singular before
 * an adjective. Before a plural noun ("What he said were lies") the plural is used too, so only adjectives.
 */
const SUBJECT = 'he|she|i|you|we|they|it';
const VERB = 'say|said|says|think|thinks|thought|told|tells|did|does|saw|heard|wrote|writes|meant|means|found|learned|learnt|wanted|wants|needed|needs|asked|promised|claimed|claims';
const PREDICATE = /^\s+(not\s+|really\s+|very\s+|so\s+|completely\s+|absolutely\s+|totally\s+|partly\s+)?(true|untrue|false|right|wrong|correct|incorrect|important|interesting|clear|obvious|surprising|funny|rude|unfair|fair|helpful|useful|enough|impossible|possible)\b/i;
const SINGULAR: Record<string, string> = { are: 'is', were: 'was' };

const RULES: PatternRule[] = [
  {
    rule: 'agreement/what-clause', pattern: ['what', SUBJECT, VERB, 'were|are'], span: [3, 4], fix: (w) => SINGULAR[w[3] ?? ''], confidence: 0.85,
    message: "A 'what' clause is one thing and takes a singular verb: 'What he said was true'.",
    previous: (w) => w === undefined, next: (rest) => PREDICATE.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "What he said were true" → "What he said was true". */
export function checkWhatClauseAgreement(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
