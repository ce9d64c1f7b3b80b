import { describe, it, expect } from 'vitest';
import { applyConfidentFixes } from '../combine/apply-fixes';
import { checkPerfectAfterPastYear } from './perfect-after-past-year';

const accept = (text: string) => applyConfidentFixes(text, checkPerfectAfterPastYear(text, 2026));

describe('the present perfect after an opening finished year', () => {
  it('asks for the simple past, and leaves this year, "has been" and relative clauses alone', () => {
    expect(accept('In 2019 our school has won the regional final.')).toBe('In 2019 our school won the regional final.');
    expect(accept('Back in 2015, my sister has written a short novel.')).toBe('Back in 2015, my sister wrote a short novel.');
    for (const text of ['In 2026 we have opened two new shops.', 'In 2020 the town has been quiet.', 'In 2019 the team that has won is ours.', 'Since 2019 we have lived here.', 'In 2015 Berlin has changed a lot since then.']) {
      expect(accept(text)).toBe(text);
    }
  });
});
