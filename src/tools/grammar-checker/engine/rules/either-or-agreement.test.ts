import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkEitherOrAgreement } from './either-or-agreement';

describe('checkEitherOrAgreement', () => {
  const fix = (text: string) => acceptAll((t) => checkEitherOrAgreement(t), text);
  it('the verb agrees with the nearer subject after "either … or" / "neither … nor"', () => {
    expect(fix('Either the car or the van are available.')).toBe('Either the car or the van is available.');
    expect(fix('Neither my aunt nor my cousins was at home.')).toBe('Neither my aunt nor my cousins were at home.');
    expect(fix('Either the coach or the players has the keys.')).toBe('Either the coach or the players have the keys.');
  });
  it('leaves right agreement, group nouns and sentences that do not open with the pair', () => {
    for (const text of ['Neither the manager nor the interns were told.', 'Either the car or the van is fine.', 'Neither my aunt nor the team are coming.', 'I like either tea or coffee.', 'Either way, it works.']) expect(fix(text)).toBe(text);
  });
});
