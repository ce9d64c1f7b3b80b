import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * "I really appreciated you're feedback" → "your feedback": after a verb that takes an object, "you're" before
 * a thing someone gives or does can only be the owner's word. Only listed things, since "you're" before an
 * adjective or "home"/"back"/"welcome" is right ("I know you're right", "Glad you're home").
 */
const VERB = 'appreciate|appreciated|appreciates|loved|love|liked|like|enjoyed|enjoy|received|got|read|need|needed|value|valued|missed|miss|thank|thanks|for|about|with|on|of';
const THING = 'feedback|help|support|advice|email|e-mail|message|letter|reply|answer|kindness|patience|comments|suggestions|notes|essay|presentation|gift|invitation|hospitality|input|guidance|effort|efforts|quick|prompt|kind|generous|detailed|helpful';

const RULES: PatternRule[] = [
  {
    rule: 'confusable/your-youre', pattern: [VERB, "you're", THING], span: [1, 2], fix: 'your', confidence: 0.85,
    message: "The owner's word is 'your'; 'you're' is 'you are'.",
    // "quick", "kind": adjectives before the thing ("you're quick reply"); "I like you're kind" has nothing after it.
    next: (rest) => !/^\s*([.,;!?]|$)|^\s+(to|and|but|enough|of|that)\b/i.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "appreciated you're feedback" → "appreciated your feedback". */
export function checkYourAfterVerb(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
