import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "mas" before an adverb of a comparison (es/mas-accent)', () => {
  it.each([
    ['Ella habla mas despacio que su hermano.', 'Ella habla más despacio que su hermano.'],
    ['Mañana me levanto mas temprano.', 'Mañana me levanto más temprano.'],
    ['Mi casa está mas lejos que la tuya.', 'Mi casa está más lejos que la tuya.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['Quería quedarse, mas pronto tuvo que irse.', 'Ella habla más despacio que su hermano.', 'Mas pronto llegó la noticia.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/mas-accent')).toEqual([]),
  );
});
