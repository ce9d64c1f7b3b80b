import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: perfect with haben for separable verbs without an object, "fernsehen" (de/perfect-haben)', () => {
  it.each([
    ['Er ist gestern den ganzen Abend ferngesehen.', 'Er hat gestern den ganzen Abend ferngesehen.'],
    ['Gestern bin ich bis Mitternacht ferngesehen.', 'Gestern habe ich bis Mitternacht ferngesehen.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Er hat gestern den ganzen Abend ferngesehen.', 'Ich bin heute gut ausgeschlafen.', 'Wir sind gestern ins Kino gegangen.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/perfect-haben')).toEqual([]),
  );
});
