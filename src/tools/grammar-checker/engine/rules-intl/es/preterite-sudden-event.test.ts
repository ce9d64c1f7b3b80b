import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: what happens "de repente" takes the preterite (es/preterite-sudden-event)', () => {
  it.each([
    ['Anoche, de repente, se iba la luz en todo el hospital.', 'Anoche, de repente, se fue la luz en todo el hospital.'],
    ['De repente, llamaba alguien a la puerta.', 'De repente, llamó alguien a la puerta.'],
    ['Estábamos cenando y de pronto sonaba el teléfono.', 'Estábamos cenando y de pronto sonó el teléfono.'],
    ['De repente veía una luz y me asusté.', 'De repente vi una luz y me asusté.'],
    ['Anoche leía en el sofá cuando de repente llamaba alguien a la puerta.', 'Anoche leía en el sofá cuando de repente llamó alguien a la puerta.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Anoche, de repente, se fue la luz en todo el hospital.',
    'Cada vez que llovía, de repente se iba la luz.',
    'De repente todo era silencio y estaba oscuro.',
    'Mientras cenábamos, de repente se oía un ruido.',
    'Leíamos en el sofá cuando de repente se iba la luz, casi cada noche.',
    'Ayer, mientras leía, cuando de repente se iba la luz, encendía una vela.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
