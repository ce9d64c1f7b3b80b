import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: "wenn" for one past occasion whose verb has a separable prefix (de/als-past)', () => {
  it.each([
    ['Wenn der Lehrer gestern hereinkam, wurde es sofort still.', 'Als der Lehrer gestern hereinkam, wurde es sofort still.'],
    ['Wenn ich gestern ankam, war niemand da.', 'Als ich gestern ankam, war niemand da.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each(['Wenn der Lehrer hereinkommt, wird es still.', 'Wenn er damals anrief, war ich nie da.', 'Wenn sie damals ankam, hat sie immer Kuchen mitgebracht.'])('leaves "%s" alone', (right) =>
    expect(runRules(GERMAN_RULES, right).filter((i) => i.rule === 'de/als-past')).toEqual([]),
  );
});
