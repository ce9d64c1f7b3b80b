import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: a place passed on the way takes "por" (es/pasar-por-route)', () => {
  it.each([
    ['Este tren pasa para Zaragoza antes de llegar a Barcelona.', 'Este tren pasa por Zaragoza antes de llegar a Barcelona.'],
    ['El autobús 12 pasa para el centro cada diez minutos.', 'El autobús 12 pasa por el centro cada diez minutos.'],
    ['Pasamos para Toledo de camino a Madrid.', 'Pasamos por Toledo de camino a Madrid.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Este tren pasa por Zaragoza antes de llegar a Barcelona.',
    'El tren sale para Zaragoza a las diez. Pasa para adentro, por favor.',
    'Mañana paso para Madrid a ver a mi hermana.',
    'La uva pasa es dulce. Este cuchillo corta muy bien.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
