import { describe, expect, it } from 'vitest';
import { splitLeadingCountry } from './leading-country';

// Session 43 (margin-headings-cv-guest.pdf of held-out-s40): "Netherlands, Assistant Professor" was read whole as the role.
describe('splitLeadingCountry', () => {
  it('takes a country that opens the role as the place', () => {
    expect(splitLeadingCountry('Netherlands, Assistant Professor')).toEqual({ country: 'Netherlands', role: 'Assistant Professor' });
    expect(splitLeadingCountry('UK, Graduate Teaching Assistant / Ph.D. student')).toEqual({ country: 'UK', role: 'Graduate Teaching Assistant / Ph.D. student' });
  });

  it('leaves roles that do not open with a country, or run on past another comma', () => {
    expect(splitLeadingCountry('Lecturer, Mechatronic Engineering')).toBeUndefined();
    expect(splitLeadingCountry('UK, London, Engineer')).toBeUndefined();
    expect(splitLeadingCountry('Ukraine Desk Officer')).toBeUndefined();
  });
});
