import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a verb moved to the end of a subordinate clause joins its particle (de/verb-final-any)', () => {
  it.each([
    ['Weißt du, ob das Spiel findet am Sonntag trotz des Regens statt?', 'Weißt du, ob das Spiel am Sonntag trotz des Regens stattfindet?'],
    ['Ich weiß nicht, ob sie nimmt am Kurs teil.', 'Ich weiß nicht, ob sie am Kurs teilnimmt.'],
    ['Ich glaube, dass er kommt morgen mit.', 'Ich glaube, dass er morgen mitkommt.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Weißt du, ob das Spiel am Sonntag stattfindet?',
    'Das Spiel findet am Sonntag statt. Sie nimmt am Kurs teil.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
