import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: a present "por" a person on their birthday is "para" (es/para-gift-occasion)', () => {
  it.each([
    ['Compré estas flores por mi madre, porque hoy es su cumpleaños.', 'Compré estas flores para mi madre, porque hoy es su cumpleaños.'],
    ['Hice una tarta por mi abuela por su aniversario de boda.', 'Hice una tarta para mi abuela por su aniversario de boda.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'Compré el pan por mi madre, que estaba enferma.',
    'Lo hice por mi madre. Compré estas flores para mi madre por su cumpleaños.',
    'Le regalé flores por su cumpleaños.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
