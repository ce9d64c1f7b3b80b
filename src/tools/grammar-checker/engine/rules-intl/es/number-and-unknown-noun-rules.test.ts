import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

const acceptAll = (text: string) => acceptAllOf(SPANISH_RULES, text);

// Intl batch 20 round: each family with our own sentences, wrong ones mended and right ones left alone.
describe('Spanish: "los dos" as a subject, unknown nouns read from their neighbours, plural prenominal adjectives, "Ahí" for "Hay"', () => {
  it.each([
    ['Los tres llega tarde siempre.', 'Los tres llegan tarde siempre.'],
    ['Mi abuela compró tres melón maduros en el mercado.', 'Mi abuela compró tres melones maduros en el mercado.'],
    ['Hemos comprado unos bizcochos riquísimas para la fiesta.', 'Hemos comprado unos bizcochos riquísimos para la fiesta.'],
    ['Las viejas bibliotecas son más tranquilo que las nuevas.', 'Las viejas bibliotecas son más tranquilas que las nuevas.'],
    ['Ahí tres bicicletas en el patio del colegio.', 'Hay tres bicicletas en el patio del colegio.'],
    ['Mi padre no sabe que significa esa señal.', 'Mi padre no sabe qué significa esa señal.'],
    ['Todavía no entiendo que quieres decir con eso.', 'Todavía no entiendo qué quieres decir con eso.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));

  it.each([
    'Mi primo y yo nos quedamos en casa porque los dos estábamos cansados.',
    'Las dos hermanas viven en Sevilla y los tres fuimos a verlas.',
    'Hoy está un poco cansada. Compré unas magdalenas riquísimas.',
    'El problema grave. La foto bonita. Las compras nuevas.',
    'Los primeros días fueron difíciles y las otras chicas son simpáticas.',
    'Ahí unos chicos juegan al fútbol. Ahí están las llaves.',
    'Entiendo que quiere decir la verdad. Sé que significa mucho para ti.',
  ])('leaves "%s" alone', (right) => expect(runRules(SPANISH_RULES, right)).toEqual([]));
});
