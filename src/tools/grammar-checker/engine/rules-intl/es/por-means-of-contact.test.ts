import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: a means of contact takes "por" (es/por-means-of-contact)', () => {
  it.each([
    ['Mañana te llamo para teléfono antes de salir.', 'Mañana te llamo por teléfono antes de salir.'],
    ['Ya le mandé las fotos y se las confirmé para correo.', 'Ya le mandé las fotos y se las confirmé por correo.'],
    ['Hablamos ayer para WhatsApp.', 'Hablamos ayer por WhatsApp.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Mañana te llamo por teléfono antes de salir.',
    'Le mandé una funda para teléfono a mi hermano.',
    'Te llamo para preguntar por tu madre. Compré papel para carta.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
