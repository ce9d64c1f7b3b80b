import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkRelativeClauseAgreement } from './relative-clause-agreement';

describe('checkRelativeClauseAgreement', () => {
  const fix = (text: string) => acceptAll((t) => checkRelativeClauseAgreement(t), text);
  it('the verb after "who" agrees with the noun before it', () => {
    expect(fix('The neighbours who lives below us are kind.')).toBe('The neighbours who live below us are kind.');
    expect(fix('The boy who sit next to me is new.')).toBe('The boy who sits next to me is new.');
    expect(fix('The players who was injured stayed home.')).toBe('The players who were injured stayed home.');
  });
  it('leaves right agreement, group nouns and "one of … who"', () => {
    for (const text of ['The boy who sits next to me is new.', 'The team who are playing today won.', 'She is one of the students who are late.', 'She is one of the students who is late.', 'Ask Sam who knows everything.', 'People with a history of asthma who develop a cough should rest.']) expect(fix(text)).toBe(text);
  });
});
