import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

// es/doler-article read the possessive only right after the verb: "me duele mucho mi cabeza" kept its "mi".
describe('Spanish: "me duele mucho mi cabeza" → "la cabeza" (es/doler-article)', () => {
  it.each([
    ['Después del partido me dolían bastante mis piernas.', 'Después del partido me dolían bastante las piernas.'],
    ['¿Te duele todavía tu cabeza?', '¿Te duele todavía la cabeza?'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['Me duele mucho la cabeza.', 'Mi cabeza duele mucho cuando no duermo.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/doler-article')).toEqual([]),
  );
});
