import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "eine Ahnung, wenn …?" asks when (de/wann-question)', () => {
  it.each([
    ['Hast du eine Ahnung, wenn die Bibliothek morgen öffnet?', 'Hast du eine Ahnung, wann die Bibliothek morgen öffnet?'],
    ['Habt ihr keine Ahnung, wenn der Zug kommt?', 'Habt ihr keine Ahnung, wann der Zug kommt?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Ich habe keine Ahnung, wenn ich ehrlich bin.', 'Sag Bescheid, wenn du eine Ahnung hast.', 'Hast du eine Ahnung, wann er kommt?'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/wann-question')).toEqual([]),
  );
});
