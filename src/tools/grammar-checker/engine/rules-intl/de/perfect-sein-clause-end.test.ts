import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: haben for sein after a participle closing a subordinate clause (de/perfect-sein-clause-end)', () => {
  it.each([
    ['Das Paket war zwei Wochen unterwegs, bis es endlich in Berlin angekommen hat.', 'Das Paket war zwei Wochen unterwegs, bis es endlich in Berlin angekommen ist.'],
    ['Ich war müde, weil ich um fünf Uhr aufgestanden habe.', 'Ich war müde, weil ich um fünf Uhr aufgestanden bin.'],
    ['Wir wissen nicht, ob der Zug schon abgefahren hat.', 'Wir wissen nicht, ob der Zug schon abgefahren ist.'],
    ['Nachdem wir nach Hause gegangen hatten, begann es zu regnen.', 'Nachdem wir nach Hause gegangen waren, begann es zu regnen.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Ich weiß, dass er das Auto gefahren hat.',
    'Sie war froh, weil ihr das Geschenk gefallen hat.',
    'Er lachte, weil sie ihn nach Hause gefahren hat.',
    'Das Paket war lange unterwegs, bis es endlich angekommen ist.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/perfect-sein-clause-end')).toEqual([]));
});
