import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

// Words spelt with a vowel but spoken with a "y" or "w" sound: "a university", "a one-year lease".
// Prefixed un- words ("an unidentified", "an uninformed") keep "an", so only these stems count.
const YOU_SOUND = /^(unanim|uni(on|que|t|ted|ty|vers|form|lateral|corn|son|fy|fic|sex|cycle)|use|usu|uti|uten|ura|ure|uro|eu|ewe|ubiq|ukr|ukulele|one\b|once\b)/;

// Words whose "h" is silent, so they open on a vowel sound: "an hour", "an honour", "an heir".
const SILENT_H = /^(hour|hours|hourly|honou?r|honou?rs|honou?rable|honou?rary|honest|honestly|honesty|heir|heirs|heiress|heirloom)$/;

export const isSilentH = (word: string) => SILENT_H.test(word);

export const isYouSound = (word: string) => YOU_SOUND.test(word) && !/^(unid|unin|unim|usher|utter)/.test(word);

const RULES: PatternRule[] = [
  {
    rule: 'article-a-an', pattern: ['an', isYouSound], span: [0, 1], fix: 'a', confidence: 0.85,
    message: "Before a 'you' or 'w' sound, the article is 'a': 'a unanimous vote', 'a one-year lease'.",
  },
  {
    rule: 'article-a-an', pattern: ['a', isSilentH], span: [0, 1], fix: 'an', confidence: 0.85,
    message: "Before a silent 'h' the article is 'an': 'an hour', 'an honour'.",
  },
];

const PATTERNS = new PatternSet(RULES);

/** "an unanimous decision" → "a unanimous decision", "an European city" → "a European city". */
export function checkArticleSound(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
