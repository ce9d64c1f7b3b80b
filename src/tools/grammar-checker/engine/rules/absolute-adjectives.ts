import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

// Harper rewrites "very unique" to "very special", which changes the meaning; dropping the
// intensifier keeps it.
const RULES: PatternRule[] = [
  {
    rule: 'absolute-adjective', pattern: ['very|extremely|really|quite|so|totally|most|more', 'unique'], fix: 'unique', confidence: 0.75,
    message: "'Unique' means 'the only one': it does not take 'very' or 'more'.",
  },
  {
    rule: 'absolute-adjective', pattern: ['very|extremely|really|quite', 'perfect|essential|impossible|unanimous'], fix: (w) => w[1], confidence: 0.6,
    message: 'This adjective is absolute: it does not need an intensifier.',
  },
];

const PATTERNS = new PatternSet(RULES);

export function checkAbsoluteAdjectives(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
