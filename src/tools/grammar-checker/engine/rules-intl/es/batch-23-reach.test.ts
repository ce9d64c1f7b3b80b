import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { SPANISH_RULES } from './index';

const acceptAll = (text: string) => acceptAllOf(SPANISH_RULES, text);
const leavesAlone = (right: string) => expect(runRules(SPANISH_RULES, right)).toEqual([]);

// Intl batch 23 round: our own sentences, each family with wrong ones mended and right ones left alone.
describe('Spanish: irregular first person in a verb slot (es/irregular-first-person)', () => {
  it.each([
    ['No cabo en el coche con las maletas.', 'No quepo en el coche con las maletas.'],
    ['Yo cabo en el asiento de atrás.', 'Yo quepo en el asiento de atrás.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));
  it.each(['No quepo en el coche.', 'No paso por aquí.', 'Yo solo quiero agua.', 'El cabo de la isla es bonito.'])('leaves "%s" alone', leavesAlone);
});

describe('Spanish: "a el" before an adverb is "a él" (es/al-contraction, es/el-pronoun-preposition)', () => {
  it('keeps the pronoun', () => expect(acceptAll('Le envié el capítulo a el antes del viernes.')).toBe('Le envié el capítulo a él antes del viernes.'));
  it('still contracts before a noun', () => expect(acceptAll('Vamos a el cine.')).toBe('Vamos al cine.'));
});

describe('Spanish: impersonal haber in a verb chain (es/impersonal-haber)', () => {
  it.each([
    ['Mañana van a haber muchos inversores.', 'Mañana va a haber muchos inversores.'],
    ['Pueden haber problemas con el vuelo.', 'Puede haber problemas con el vuelo.'],
    ['Han habido muchas quejas este mes.', 'Ha habido muchas quejas este mes.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));
  it.each(['Deben haber llegado ya.', 'Ellos van a haber terminado antes de las cinco.', 'Mañana va a haber muchos inversores.'])('leaves "%s" alone', leavesAlone);
});

describe('Spanish: a subject with a complement of "con" or "a" (es/subject-verb, es/event-ser)', () => {
  it.each([
    ['Los pasajeros del vuelo a Lima estaba muy enfadados.', 'Los pasajeros del vuelo a Lima estaban muy enfadados.'],
    ['La reunión con los inversores está en la sala grande.', 'La reunión con los inversores es en la sala grande.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));
  it.each(['Los pasajeros del vuelo a Lima estaban muy enfadados.', 'La chica con la que hablé estudia medicina.'])('leaves "%s" alone', leavesAlone);
});

describe('Spanish: "el que" stands for a noun, not the subject (es/subject-verb)', () => {
  it.each(['Este coche es más fiable que el que teníamos antes.', 'Esta casa es mejor que la que vimos ayer.'])('leaves "%s" alone', leavesAlone);
});

describe('Spanish: adjective past an infinitive complement (es/adjective-past-complement)', () => {
  it.each([
    ['Encontramos un sitio para acampar muy tranquila.', 'Encontramos un sitio para acampar muy tranquilo.'],
    ['Tengo una colección de sellos antiguas.', 'Tengo una colección de sellos antiguos.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));
  it.each(['Es una manera de trabajar muy eficaz.', 'Tengo un libro de recetas muy bueno.', 'Tengo una colección de sellos antiguos.'])('leaves "%s" alone', leavesAlone);
});

describe('Spanish: "entre X y Y" after a subject is no compound subject (es/subject-verb)', () => {
  it.each(['La distancia entre el sol y la tierra es de casi 150 millones de kilómetros.'])('leaves "%s" alone', leavesAlone);
});

describe('Spanish: "y" inside a complement of "con" (es/subject-verb)', () => {
  it.each(['La reunión con el director y la jefa es mañana.'])('leaves "%s" alone', leavesAlone);
});

describe('Spanish: a singular head with "con" may take either number; "a las nueve" is a time (es/subject-verb)', () => {
  it.each(['Mi madre con mi padre fueron al cine.', 'Mi madre con mi padre fue al cine.', 'La mañana a las nueve vamos al mercado.'])('leaves "%s" alone', leavesAlone);
  it('still mends a plural head past "con"', () => expect(acceptAll('Los niños con sus padres llegó tarde.')).toBe('Los niños con sus padres llegaron tarde.'));
});
