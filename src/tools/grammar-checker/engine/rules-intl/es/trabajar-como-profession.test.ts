import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "trabaja como una enfermera" → "como enfermera" (es/trabajar-como-profession)', () => {
  it.each([
    ['Mi padre trabajó como un camarero en un hotel de la costa.', 'Mi padre trabajó como camarero en un hotel de la costa.'],
    ['Mi prima trabaja de una dentista desde el año pasado.', 'Mi prima trabaja de dentista desde el año pasado.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['Trabaja como un profesor de verdad.', 'Trabaja como un loco.', 'Mi hermana trabaja como enfermera en un hospital.', 'Habla como un profesor.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/trabajar-como-profession')).toEqual([]),
  );
});
