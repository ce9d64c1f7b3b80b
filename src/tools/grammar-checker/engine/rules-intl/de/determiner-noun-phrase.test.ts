import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: rules that read a noun phrase, adjectives or a preposition where they wanted a pronoun or one word', () => {
  it.each([
    // de/wenn-not-wen: a noun phrase as the subject of a clause closing on sein or werden.
    ['Wen der Kuchen kalt ist, schneiden wir ihn an.', 'Wenn der Kuchen kalt ist, schneiden wir ihn an.'],
    ['Ruf mich an, wen dein neuer Laptop fertig ist.', 'Ruf mich an, wenn dein neuer Laptop fertig ist.'],
    // de/separable-prefix-end: a subject with a prepositional phrase after its noun.
    ['Der Zug nach Hamburg abfährt um acht Uhr.', 'Der Zug nach Hamburg fährt um acht Uhr ab.'],
    ['Das Konzert im Stadtpark anfängt erst am Abend.', 'Das Konzert im Stadtpark fängt erst am Abend an.'],
    // de/plural-after-number: adjectives between the number and the noun.
    ['Wir haben drei kleine Katze und einen Hund.', 'Wir haben drei kleine Katzen und einen Hund.'],
    ['Sie hat zwei schöne neue Tasche gekauft.', 'Sie hat zwei schöne neue Taschen gekauft.'],
    // de/perfect-sein: an article after "wegen", "trotz" opens no object.
    ['Wir haben trotz des Regens zum Strand gelaufen.', 'Wir sind trotz des Regens zum Strand gelaufen.'],
    ['Heute habe ich wegen des Staus zu spät gekommen.', 'Heute bin ich wegen des Staus zu spät gekommen.'],
    // de/perfect-haben: the participle before "und" closes the first half.
    ['Ich bin gestern lange geschlafen und fühle mich jetzt gut.', 'Ich habe gestern lange geschlafen und fühle mich jetzt gut.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Wen die Polizei sucht, der soll sich melden.',
    'Für wen die Torte gedacht ist, weiß ich nicht.',
    'Wen das Team gewohnt ist, das ist klar.',
    'Der Zug nach Hamburg fährt um acht Uhr ab.',
    'Weil der Kurs im Sommer anfängt, buchen wir jetzt.',
    'Wir haben zwei kleine Kinder und drei große Hunde.',
    'Sie kauft zwei Kilo Äpfel und drei frische Brötchen.',
    'Wir haben wegen des Wetters den Ausflug abgesagt.',
    'Ich bin verheiratet und habe zwei Kinder.',
    'Ich habe lange geschlafen und bin jetzt wach.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
