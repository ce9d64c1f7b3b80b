import { describe, expect, it } from 'vitest';
import { runRules } from '../intl-rule';
import { acceptAllOf } from '../test-rule-cases';
import { GERMAN_RULES } from './index';

describe('German: a present indicative in a "wenn" clause before "würde" (de/unreal-condition-present)', () => {
  it.each([
    ['Wenn ich mehr Geld habe, würde ich eine lange Reise durch Südamerika machen.', 'Wenn ich mehr Geld hätte, würde ich eine lange Reise durch Südamerika machen.'],
    ['Wenn du hier bist, würdest du das verstehen.', 'Wenn du hier wärst, würdest du das verstehen.'],
    ['Wenn wir das Auto reparieren können, würden wir nach Italien fahren.', 'Wenn wir das Auto reparieren könnten, würden wir nach Italien fahren.'],
  ])('"%s" → "%s"', (wrong, fixed) => expect(acceptAllOf(GERMAN_RULES, wrong)).toBe(fixed));

  it.each([
    'Wenn du Zeit hast, würde ich mich freuen. Wenn ich Zeit habe, würde ich gern kommen.',
    'Wenn es möglich ist, würde ich einen Termin machen. Wenn Sie Fragen haben, würde ich Ihnen helfen.',
    'Wenn ich Zeit habe, komme ich. Wenn ich mehr Geld hätte, würde ich reisen.',
  ])('leaves "%s" alone', (right) => expect(runRules(GERMAN_RULES, right)).toEqual([]));
});
