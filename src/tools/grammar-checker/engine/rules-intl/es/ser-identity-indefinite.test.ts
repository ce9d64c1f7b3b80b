import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

// es/ser-identity: a name, "estar" and "un/una" + a noun says what the subject is, which takes "ser".
describe('Spanish: "Toledo está una ciudad" → "es" (es/ser-identity, session 35)', () => {
  it.each([
    ['Toledo está una ciudad antigua.', 'Toledo es una ciudad antigua.'],
    ['Luis estaba un chico muy tímido.', 'Luis era un chico muy tímido.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['Luis está un poco cansado.', 'Luis estuvo un rato en casa.', 'Toledo es una ciudad antigua.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/ser-identity')).toEqual([]),
  );
});
