import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a "du" form before the subject "ihr" (de/ihr-after-verb)', () => {
  it.each([
    ['Wann kommst ihr morgen vom Training nach Hause?', 'Wann kommt ihr morgen vom Training nach Hause?'],
    ['Fährst ihr morgen mit dem Zug?', 'Fahrt ihr morgen mit dem Zug?'],
    ['Warum bist ihr so spät gekommen?', 'Warum seid ihr so spät gekommen?'],
    ['Kannst ihr mir am Samstag helfen?', 'Könnt ihr mir am Samstag helfen?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Gibst du ihr das Buch? Wann kommt ihr Bruder?',
    'Kommst du mit ihr ins Kino? Wann kommt ihr morgen nach Hause?',
    'Siehst du, was ich ihr geschenkt habe?',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
