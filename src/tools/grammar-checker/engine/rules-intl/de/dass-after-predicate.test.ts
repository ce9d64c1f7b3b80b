import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "dass" after a predicate that takes a clause (de/dass-after-predicate)', () => {
  it.each([
    ['Es tut mir leid, das ich so spät antworte.', 'Es tut mir leid, dass ich so spät antworte.'],
    ['Ich bin froh, das du wieder gesund bist.', 'Ich bin froh, dass du wieder gesund bist.'],
    ['Es ist wichtig, das alle pünktlich kommen.', 'Es ist wichtig, dass alle pünktlich kommen.'],
    ['Schade, das wir uns verpasst haben.', 'Schade, dass wir uns verpasst haben.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Ich finde das Essen gut, das du gekocht hast.',
    'Das Kind ist froh, das wir gefunden haben.',
    'Mir ist ein Buch wichtig, das ich geerbt habe.',
    'Es tut mir leid, dass ich so spät antworte.',
    'Ich bin sicher, das Paket kommt morgen.',
    'Ich bin froh, das ist erledigt.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/dass-after-predicate')).toEqual([]));
});
