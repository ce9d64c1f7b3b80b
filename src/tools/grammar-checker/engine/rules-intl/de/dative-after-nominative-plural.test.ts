import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a dative preposition before "meine Freunde" / "mein Nachbar" mends the whole phrase', () => {
  it.each([
    ['Gestern bin ich mit meine Freunde ins Kino gegangen.', 'Gestern bin ich mit meinen Freunden ins Kino gegangen.'],
    ['Ich wohne bei die Freunde meiner Eltern.', 'Ich wohne bei den Freunden meiner Eltern.'],
    ['Ich fahre mit meine alte Freunde nach Prag.', 'Ich fahre mit meinen alten Freunden nach Prag.'],
    ['Das Auto von mein Nachbar ist kaputt.', 'Das Auto von meinem Nachbarn ist kaputt.'],
    ['Ich spreche mit der neue Kollege.', 'Ich spreche mit dem neuen Kollegen.'],
  ])('mends "%s"', (wrong, right) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(right));

  it.each([
    'Ich fahre mit meinen Freunden nach Prag.',
    'Das Auto von meinem Bruder ist kaputt.',
    'Meine Freunde wohnen bei meinen Eltern.',
    'Wir sind am Wochenende in die Berge gefahren.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
