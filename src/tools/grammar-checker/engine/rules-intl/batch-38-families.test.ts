import { describe, expect, it } from 'vitest';
import { runRules } from './intl-rule';
import { acceptAllOf } from './test-rule-cases';
import { GERMAN_RULES } from './de';
import { SPANISH_RULES } from './es';
import { FRENCH_RULES } from './fr';

// Session 45: the misses and wrong changes of intl batch 38 (written and measured before these changes), fixed by family.
describe('German: batch 38 families', () => {
  it.each([
    ['Unser Kühlschrank ist lauter wie ein Traktor.', 'Unser Kühlschrank ist lauter als ein Traktor.'],
    ['Das Zimmer ist heller wie die Küche.', 'Das Zimmer ist heller als die Küche.'],
    // The plural of a feminine noun the dictionary knows ("Hausaufgabe") keeps its case check.
    ['Kannst du mir bei die Hausaufgaben helfen?', 'Kannst du mir bei den Hausaufgaben helfen?'],
    // A plural in -s whose only singular reading is the genitive ("des Kartons").
    ['Hilfst du mir morgen mit die Umzugskartons?', 'Hilfst du mir morgen mit den Umzugskartons?'],
    // A participle between a determiner and its noun is an adjective and takes an ending.
    ['Mein Mitbewohner sucht ein gebraucht Fahrrad für den Winter.', 'Mein Mitbewohner sucht ein gebrauchtes Fahrrad für den Winter.'],
  ])('"%s" → "%s"', (wrong, right) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(right));

  it.each(['Wir danken dir herzlich für die Pflanzen.', 'Ich gieße die Pflanzen jeden Tag.', 'Er ist so laut wie ein Traktor.', 'Es ist ein lauter Traktor wie immer.', 'Die Farbe der Kartons ist braun.', 'Der Preis des Kartons ist hoch.', 'Die Kartons stehen im Flur.', 'Ich habe das Fahrrad gebraucht gekauft.', 'Ich habe ein Buch gelesen.'])(
    'leaves "%s" alone',
    (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]),
  );
});

describe('French: batch 38 families', () => {
  it.each([
    ['Les bénévoles de la banque alimentaire parle très vite.', 'Les bénévoles de la banque alimentaire parlent très vite.'],
    ['Les joueurs du club sportif joue bien.', 'Les joueurs du club sportif jouent bien.'],
    ['Nous avons parlé avec les voisins qui habite en face.', 'Nous avons parlé avec les voisins qui habitent en face.'],
    ['Les loyers près du campus sont trop chère pour nous.', 'Les loyers près du campus sont trop chers pour nous.'],
  ])('"%s" → "%s"', (wrong, right) => expect(acceptAllOf(FRENCH_RULES, wrong)).toBe(right));

  it.each(['Les bénévoles de la banque alimentaire parlent très vite.', "J'ai vu la maison à deux étages qui est au coin.", 'Les loyers près du campus sont trop chers pour nous.'])(
    'leaves "%s" alone',
    (right) => expect(runRules(FRENCH_RULES, right)).toEqual([]),
  );
});

describe('Spanish: batch 38 families', () => {
  it.each([
    ['Espero que Marta viene a la cena del viernes.', 'Espero que Marta venga a la cena del viernes.'],
    ['Cuando Pedro llegará, cenamos.', 'Cuando Pedro llegue, cenamos.'],
    ['¿Sabes a la dueña del piso?', '¿Conoces a la dueña del piso?'],
    ['El sábado pasado nosotros vamos en bici hasta la Malvarrosa.', 'El sábado pasado nosotros fuimos en bici hasta la Malvarrosa.'],
    ['El lunes pasado voy al médico.', 'El lunes pasado fui al médico.'],
    ['Ayer he comido paella en casa de mi abuela.', 'Ayer comí paella en casa de mi abuela.'],
    ['Ella tiene veinte años y es muy alto.', 'Ella tiene veinte años y es muy alta.'],
    ['Mis amigas viven en Madrid y son muy simpáticos.', 'Mis amigas viven en Madrid y son muy simpáticas.'],
  ])('"%s" → "%s"', (wrong, right) => expect(acceptAllOf(SPANISH_RULES, wrong)).toBe(right));

  it.each(['Espero que Marta venga a la cena del viernes.', 'Esto sabe a la comida de mi abuela.', 'Sé que Marta viene mañana.', 'El sábado pasado hablamos con ella.', 'Ayer, como llovía, nos quedamos en casa.', 'Ayer me dijo que viene mañana.', 'Ella tiene un perro y es muy bonito.'])('leaves "%s" alone', (right) =>
    expect(runRules(SPANISH_RULES, right)).toEqual([]),
  );
});
