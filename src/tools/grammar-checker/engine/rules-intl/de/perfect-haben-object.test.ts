import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: the perfect of a verb with an accusative object takes haben (de/perfect-haben-object)', () => {
  it.each([
    ['Der Paketbote ist das Paket einfach vor die Haustür gelegt.', 'Der Paketbote hat das Paket einfach vor die Haustür gelegt.'],
    ['Ich bin gestern einen Kuchen gebacken.', 'Ich habe gestern einen Kuchen gebacken.'],
    ['Meine Mutter war einen langen Brief geschrieben.', 'Meine Mutter hatte einen langen Brief geschrieben.'],
    ['Wir sind das Auto in die Garage gestellt.', 'Wir haben das Auto in die Garage gestellt.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Die Tür ist den ganzen Tag geöffnet.',
    'Das Paket ist vor die Tür gelegt worden. Der Laden ist den ganzen Sommer geschlossen.',
    'Wir sind den ganzen Weg gelaufen. Er ist der beste Spieler geworden.',
    'Sie ist den Berg hinaufgestiegen. Ich bin einen Umweg gefahren.',
    'Das Haus ist letztes Jahr gebaut. Der Brief ist an die Adresse geschickt.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});

describe('German: perfect with haben after ", aber wir" (de/perfect-haben-object, session 35)', () => {
  it.each([['Das Wetter war schön, aber wir sind den Ausflug abgesagt.', 'Das Wetter war schön, aber wir haben den Ausflug abgesagt.']])('"%s" → "%s"', (wrong, fixed) =>
    expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed),
  );
  it.each(['Es regnete, aber wir sind den ganzen Weg gelaufen.', 'Es war spät, und wir sind die Treppe hinaufgestiegen.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/perfect-haben-object')).toEqual([]),
  );
});
