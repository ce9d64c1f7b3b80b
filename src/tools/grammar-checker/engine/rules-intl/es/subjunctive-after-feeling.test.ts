import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

// es/subjunctive-after-que: a feeling about what "que" says ("me alegro de que", "me molesta que") takes the subjunctive.
describe('Spanish: subjunctive after "me alegro de que", "me molesta que" (es/subjunctive-after-que, session 35)', () => {
  it.each([
    ['Me alegro de que tienes tiempo.', 'Me alegro de que tengas tiempo.'],
    ['Nos molesta que los vecinos hacen ruido.', 'Nos molesta que los vecinos hagan ruido.'],
    ['Le sorprende que sabes tanto.', 'Le sorprende que sepas tanto.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each(['Me alegro de que tengas tiempo.', 'Me alegro de verte.', 'La noticia que me alegra es que vienes.', 'Ella molesta a su hermano que tiene sueño.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/subjunctive-after-que')).toEqual([]),
  );
});
