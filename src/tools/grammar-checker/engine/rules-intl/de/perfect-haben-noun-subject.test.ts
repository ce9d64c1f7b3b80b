import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a person noun subject, sein and a haben-only participle (de/perfect-haben-noun-subject)', () => {
  it.each([
    ['Mein Vater ist den ganzen Nachmittag im Garten gearbeitet.', 'Mein Vater hat den ganzen Nachmittag im Garten gearbeitet.'],
    ['Die Kinder sind bis neun Uhr geschlafen.', 'Die Kinder haben bis neun Uhr geschlafen.'],
    ['Unsere Gäste sind im Hotel übernachtet.', 'Unsere Gäste haben im Hotel übernachtet.'],
    ['Meine Schwester war stundenlang mit ihrer Freundin telefoniert.', 'Meine Schwester hatte stundenlang mit ihrer Freundin telefoniert.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Der Schrank ist aus Eiche gearbeitet. Das Auto ist frisch gewartet.',
    'Mein Vater ist harte Arbeit gewohnt. Die Kinder sind sehr gut trainiert.',
    'Mein Vater ist nach Hause gegangen. Meine Mutter ist früh eingeschlafen.',
    'Mein Vater hat den ganzen Nachmittag im Garten gearbeitet.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});

// A bare object noun right before the participle of an activity that takes haben: no state passive, no adjective.
describe('German: a person, sein, an object and an activity participle (de/perfect-haben-noun-subject)', () => {
  it.each([
    ['Mein Neffe ist gestern zwei Stunden Gitarre gespielt.', 'Mein Neffe hat gestern zwei Stunden Gitarre gespielt.'],
    ['Die Schüler sind in der Pause Vokabeln gelernt.', 'Die Schüler haben in der Pause Vokabeln gelernt.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Meine Schwester ist im Klavierspielen sehr geübt.', 'Mein Bruder ist gestern Auto gefahren.', 'Meine Tante ist als Kind oft Ski gelaufen.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/perfect-haben-noun-subject')).toEqual([]),
  );
});
