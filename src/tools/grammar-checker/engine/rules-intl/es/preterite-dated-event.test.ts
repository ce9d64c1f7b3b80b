import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: the preterite for one event of a dated past (es/preterite-dated-event)', () => {
  it.each([
    ['En 2018 mi primo corría la media maratón de Bilbao y terminó el décimo.', 'En 2018 mi primo corrió la media maratón de Bilbao y terminó el décimo.'],
    ['El verano pasado mi padre pintaba la casa y arregló el tejado.', 'El verano pasado mi padre pintó la casa y arregló el tejado.'],
    ['Ayer fui al cine y veía una película muy buena.', 'Ayer fui al cine y vi una película muy buena.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'En 2019 vivía en Sevilla y conocí a mi marido.',
    'En 2019 corría todos los días y terminé dos maratones.',
    'El verano pasado mi padre pintaba la casa cuando llegamos.',
    'En 2019 mi hermana corrió su primer maratón y terminó en cuatro horas.',
    'Ayer fui al parque y hacía mucho calor.',
    'Ayer llegué a casa y mi madre cocinaba.',
    'Ayer fui al cine y estaba lleno.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/preterite-dated-event')).toEqual([]));
});
