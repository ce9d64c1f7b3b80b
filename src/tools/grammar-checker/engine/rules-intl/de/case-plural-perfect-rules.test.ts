import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

const acceptAll = (text: string) => acceptAllOf(GERMAN_RULES, text);

// Intl batch 20 round: each family with our own sentences, wrong ones mended and right ones left alone.
describe('German: adjectives read from their form (suffix or participle)', () => {
  it.each([
    ['Wir suchen einen zuverlässige Babysitter für den Sommer.', 'Wir suchen einen zuverlässigen Babysitter für den Sommer.'],
    ['Zum Mittag gab es einen gebratene Fisch.', 'Zum Mittag gab es einen gebratenen Fisch.'],
    ['Er kam mit einem freundliche Lächeln herein.', 'Er kam mit einem freundlichen Lächeln herein.'],
    ['Ohne einem gültigen Ausweis kommt man nicht hinein.', 'Ohne einen gültigen Ausweis kommt man nicht hinein.'],
    ['Er war eine gütiger alter Mann.', 'Er war ein gütiger alter Mann.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));

  it.each([
    'Wir suchen einen zuverlässigen Babysitter und eine erfahrene Köchin.',
    'Mit den Königen und ihren eingeladenen Gästen feierten sie lange.',
    'Ohne einen gültigen Ausweis und ohne die folgenden Unterlagen geht es nicht.',
    'Sie besuchte einen kranken Freund im Krankenhaus.',
    'Einige kostenlose Kurse und wenige bezahlte Stellen gibt es noch.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});

describe('German: a genitive in -s after a count is the plural', () => {
  it.each([
    ['Auf dem Hof stehen zwei alte Wagens.', 'Auf dem Hof stehen zwei alte Wagen.'],
    ['Meine Oma hat heute vier leckere Kuchens gebacken.', 'Meine Oma hat heute vier leckere Kuchen gebacken.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));

  it.each(['Der Duft des Kuchens ist herrlich.', 'Zwei Freunde meines Vaters kommen. Die Farbe seines Wagens ist blau.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right)).toEqual([]),
  );
});

describe('German: perfect with sein when a noun subject follows a fronted time', () => {
  it.each([
    ['Gestern haben meine Großeltern nach Wien geflogen.', 'Gestern sind meine Großeltern nach Wien geflogen.'],
    ['Letzten Sommer hat unsere Familie an die Ostsee gefahren.', 'Letzten Sommer ist unsere Familie an die Ostsee gefahren.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));

  it.each(['Gestern hat mein Onkel den Lastwagen gefahren.', 'Den Wagen hat mein Bruder gefahren.', 'Letzte Woche ist meine Tante nach Rom gereist.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right)).toEqual([]),
  );
});

describe('German: a two-way preposition with "sein" and a separable participle', () => {
  it('does not read "sind … umgezogen" as a clause whose only verb is "sein"', () => {
    expect(runRules(GERMAN_RULES, 'Meine Eltern sind im Mai in eine kleinere Wohnung umgezogen.')).toEqual([]);
    expect(runRules(GERMAN_RULES, 'Wir sind gestern in das neue Haus eingezogen.')).toEqual([]);
  });
  it('still sends a place after "sein" alone to the dative', () => {
    expect(acceptAll('Die Kinder sind in den Garten.')).toBe('Die Kinder sind im Garten.');
  });
});

describe('German: a noun after genug, viel, wenig, mehr takes its capital', () => {
  it.each([
    ['Wir haben heute wenig zeit.', 'Wir haben heute wenig Zeit.'],
    ['Im Kofferraum ist nicht genug platz.', 'Im Kofferraum ist nicht genug Platz.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));

  it.each(['Wir haben nicht genug gegessen und viel gelacht.', 'Das ist viel besser und mehr wert.'])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});

describe('German: "wen" for "wenn" when the clause leaves no place for whom', () => {
  it.each([
    ['Wen wir Zeit haben, besuchen wir dich.', 'Wenn wir Zeit haben, besuchen wir dich.'],
    ['Wen es morgen kalt ist, bleiben wir zu Hause.', 'Wenn es morgen kalt ist, bleiben wir zu Hause.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAll(wrong)).toBe(fixed));

  it.each(['Wen du morgen triffst, kannst du selbst entscheiden.', 'Ich weiß nicht, wen sie gestern angerufen hat.', 'Wen ihr zur Party einladet, ist eure Sache.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right)).toEqual([]),
  );
});

// Intl batch 21 round: a homonym of two genders keeps the writer's article, and a compound takes its head's gender.
describe('German: homonyms and compounds keep the article they may take', () => {
  it.each([
    'Die Band spielt heute Abend im Park.',
    'Das Band hält die Geschenke zusammen.',
    'Wir sind gestern an die See gefahren.',
    'Der neue Mietwagen ist viel größer als unser altes Auto.',
    'Der alte Lieferwagen steht vor der Tür.',
  ])('"%s" stays', (text) => expect(acceptAll(text)).toBe(text));
});
