import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkEitherOrAgreement } from './either-or-agreement';

describe('checkEitherOrAgreement', () => {
  const fix = (text: string) => acceptAll((t) => checkEitherOrAgreement(t), text);
  it('the verb agrees with the nearer subject after "either … or" / "neither … nor"', () => {
    expect(fix('Either the car or the van are available.')).toBe('Either the car or the van is available.');
    expect(fix('Neither my aunt nor my cousins was at home.')).toBe('Neither my aunt nor my cousins were at home.');
    expect(fix('Either the coach or the players has the keys.')).toBe('Either the coach or the players have the keys.');
    // An -ing form describing the noun is no verb: "the letting agents", "the cleaning staff".
    expect(fix('Neither the landlord nor the letting agents was willing to pay.')).toBe('Neither the landlord nor the letting agents were willing to pay.');
    expect(fix('Either the tenants or the visiting engineer were to blame.')).toBe('Either the tenants or the visiting engineer was to blame.');
  });
  it('leaves right agreement, group nouns and sentences that do not open with the pair', () => {
    for (const text of ['Neither the manager nor the interns were told.', 'Either the car or the van is fine.', 'Neither my aunt nor the team are coming.', 'I like either tea or coffee.', 'Either way, it works.', 'Neither the landlord nor the letting agents were willing to pay.', 'Either the owner or the managing director signs the form.']) expect(fix(text)).toBe(text);
  });
});
