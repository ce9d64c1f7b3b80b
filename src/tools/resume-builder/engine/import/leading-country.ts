import { COUNTRIES } from './read-entry-head';

const LEADING_COUNTRY = new RegExp(`^(${COUNTRIES.join('|')}),\\s+(\\S.*)$`);

/**
 * "Netherlands, Assistant Professor ⇥ 2021–" under the employer's line (an academic CV's "Employer" over
 * "Country, Role ⇥ years"): the country opening the role is the item's place, not a word of the role. Only a
 * country from the list, followed by a role with no further comma, is taken apart.
 */
export function splitLeadingCountry(role: string): { role: string; country: string } | undefined {
  const match = LEADING_COUNTRY.exec(role.trim());
  if (!match || match[2]!.includes(',')) return undefined;
  return { country: match[1]!, role: match[2]!.trim() };
}
