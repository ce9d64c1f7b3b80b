import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { spanishVerbs } from './agreement-rules';
import { SPANISH_RULES } from './index';
import { SPURIOUS_VERB_LEMMAS } from './spurious-verbs';

describe('Spanish verb table: no verbs made of fragments ("der", "dir", "far", "ter")', () => {
  it('reads "do", "te", "día", "tía" as no verb and "da" as dar only', () => {
    for (const word of ['do', 'te', 'día', 'tía', 'fa']) expect(spanishVerbs().read(word), word).toEqual([]);
    expect(spanishVerbs().read('da').map((r) => r.lemma)).toEqual(['dar']);
    for (const lemma of SPURIOUS_VERB_LEMMAS) expect(spanishVerbs().forms(lemma), lemma).toBeUndefined();
  });

  it.each([
    ['Espero que la enfermera me da el alta mañana.', 'Espero que la enfermera me dé el alta mañana.'],
    ['Quiero que mi jefe me da un día libre.', 'Quiero que mi jefe me dé un día libre.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['Espero que la enfermera me dé el alta mañana.', 'Mi tía te da un día libre. Te doy la llave.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right)).toEqual([]),
  );
});
