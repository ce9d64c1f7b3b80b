import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

// es/irregular-verb-form: the -yó, -yeron of "cayó", "leyeron" put on a strong verb.
describe('Spanish: "trayó" → "trajo" (es/irregular-verb-form)', () => {
  it.each([
    ['Ayer el cartero trayó el paquete.', 'Ayer el cartero trajo el paquete.'],
    ['Los invitados trayeron regalos.', 'Los invitados trajeron regalos.'],
    ['El mago distrayó a los niños.', 'El mago distrajo a los niños.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['El niño se cayó y leyó un cuento.', 'Construyeron una casa y huyeron del ruido.', 'Ayer el cartero trajo el paquete.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right)).toEqual([]),
  );
});

describe('Spanish: a demonstrative opening a sentence is no verb (es/irregular-verb-form)', () => {
  it('leaves "Estas flores", "Esas llaves" alone and still mends "¿Estas bien?"', () => {
    expect(runRules(SPANISH_RULES, 'Estas flores son para ti. Esas llaves son mías.')).toEqual([]);
    expect(acceptAllOf(SPANISH_RULES, '¿Estas bien?')).toBe('¿Estás bien?');
  });
});
