import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

describe('Spanish: "para" for "por" with the reason of an apology or a thanks (es/por-apology-reason)', () => {
  it.each([
    ['Te pido perdón para llegar tarde otra vez.', 'Te pido perdón por llegar tarde otra vez.'],
    ['Muchas gracias para ayudarme con la mudanza.', 'Muchas gracias por ayudarme con la mudanza.'],
    ['Disculpa para no contestar antes.', 'Disculpa por no contestar antes.'],
    ['Lo siento para molestarte tan tarde.', 'Lo siento por molestarte tan tarde.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(fixed));

  it.each([
    'La empresa pidió disculpas para calmar a los clientes.',
    'Gracias para todos los que vinieron.',
    'Te pido perdón por llegar tarde.',
    'Tengo un regalo para ti.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right).filter((i) => i.rule === 'es/por-apology-reason')).toEqual([]));
});
