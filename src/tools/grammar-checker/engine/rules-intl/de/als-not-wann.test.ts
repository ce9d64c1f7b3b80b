import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "wann" for "als" opening a past occasion (de/als-not-wann)', () => {
  it.each([
    ['Wann ich klein war, wohnten wir auf dem Land.', 'Als ich klein war, wohnten wir auf dem Land.'],
    ['Wann meine Schwester Studentin war, hat sie in Köln gewohnt.', 'Als meine Schwester Studentin war, hat sie in Köln gewohnt.'],
    ['Wann ich gestern nach Hause kam, regnete es.', 'Als ich gestern nach Hause kam, regnete es.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Wann ich klein war, weiß ich nicht mehr genau.',
    'Wann er gestern kam, ist mir egal.',
    'Ich weiß nicht, wann er gestern kam.',
    'Wann kommst du morgen?',
    'Wann ich Zeit hatte, habe ich gelesen.',
    'Wann wir gestern ankamen, hast du das gesehen?',
    'Wann er gestern ging, habe ich nicht gesehen.',
    'Wann sie damals umzog, hat uns niemand erzählt.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/als-not-wann')).toEqual([]));
});
