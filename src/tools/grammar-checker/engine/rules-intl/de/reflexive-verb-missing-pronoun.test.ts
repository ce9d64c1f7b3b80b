import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a verb used only reflexively without its pronoun (de/reflexive-verb-missing-pronoun)', () => {
  it.each([
    ['Ich muss beeilen, sonst verpasse ich den letzten Bus nach Hause.', 'Ich muss mich beeilen, sonst verpasse ich den letzten Bus nach Hause.'],
    ['Heute muss ich beeilen.', 'Heute muss ich mich beeilen.'],
    ['Wir haben im Urlaub gut erholt.', 'Wir haben uns im Urlaub gut erholt.'],
    ['Der Zug hat leider verspätet.', 'Der Zug hat sich leider verspätet.'],
    ['Kannst du bitte beeilen?', 'Kannst du dich bitte beeilen?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Ich muss mich beeilen. Er hat sich gut erholt. Ich hatte mich verspätet.',
    'Ich bin erkältet. Sie hat die Arbeit verspätet abgegeben.',
    // A dative reflexive is another slip, mended by de/reflexive-accusative alone.
    'Du musst dich beeilen, der Bus fährt gleich.',
    'Wir müssen uns heute beeilen, weil der Zug sich verspätet hat.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));

  it('leaves a dative reflexive to de/reflexive-accusative', () => {
    expect(acceptAllOf(GERMAN_RULES, 'Du musst dir beeilen, der Bus fährt gleich.')).toBe('Du musst dich beeilen, der Bus fährt gleich.');
  });
});
