import { describe, expect, it } from 'vitest';
import { checkClauseSubjectAgreement } from './clause-subject-agreement';
import { isIngOfKnownVerb } from './gerund-with-object';

describe('a gerund and its object opening the clause', () => {
  it('knows the -ing forms of verbs', () => {
    expect(['booking', 'making', 'running', 'playing'].every(isIngOfKnownVerb)).toBe(true);
    expect(['ceiling', 'thing', 'during'].some(isIngOfKnownVerb)).toBe(false);
  });

  it('leaves the writer\'s singular verb after "Booking tickets …" and still mends a plural head', () => {
    expect(checkClauseSubjectAgreement('Booking tickets through the app is easier than queuing at the counter.')).toEqual([]);
    expect(checkClauseSubjectAgreement('Sending parcels through the post office is slower.')).toEqual([]);
    const issues = checkClauseSubjectAgreement('The nurses who work on the night shift in the children\'s ward was given a bonus.');
    expect(issues.map((i) => i.replacements[0])).toEqual(['were']);
  });
});
