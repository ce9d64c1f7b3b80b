import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a bare object (instrument, game, subject) takes "haben" in the perfect (de/perfect-haben-object)', () => {
  it.each([
    ['Meine Nichte ist am Wochenende stundenlang Klavier geübt.', 'Meine Nichte hat am Wochenende stundenlang Klavier geübt.'],
    ['Wir sind gestern Abend Schach gespielt.', 'Wir haben gestern Abend Schach gespielt.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Das Klavier ist gestern gestimmt worden.', 'Er ist nach dem Training mit Fußball nach Hause gegangen.', 'Wir sind ins Deutsch gewechselt.', 'Meine Nichte hat stundenlang Klavier geübt.'])(
    'leaves "%s" alone',
    (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/perfect-haben-object')).toEqual([]),
  );
});
