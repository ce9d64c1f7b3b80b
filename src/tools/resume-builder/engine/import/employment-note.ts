// "SimplyDelivery ⇥ (Contractor via Yopeso)" over "Fullstack Developer - Remote ⇥ 2024 - Present": a cell set
// wholly in brackets that says how the person was employed is a note on the job, neither its role nor its
// employer. Read as a part it became the role ("Contractor via Yopeso)") for every job of the page.

const KIND_OF_EMPLOYMENT =
  /\b(?:contract(?:or)?|full[- ]?time|fulltime|part[- ]?time|permanent|employee|temporary|temp|seasonal|internship|freelance|self[- ]employed|via)\b/i;

/**
 * "Borocard (Remote position)": the title without a closing note that the job was held remotely. Only that note
 * goes: "Data Analyst (Contract)" is how the person names the role, and stays.
 */
export function dropEmploymentNote(segment: string): string {
  const match = /^(.*\S)\s+\((remote (?:position|job|role))\)$/i.exec(segment.trim());
  return match ? match[1]! : segment;
}

/** True for a whole segment "(Contractor via Yopeso)", "(Permanent Employee)", "(Part-time)". */
export function isEmploymentNote(segment: string): boolean {
  const match = /^\(([^()]{3,60})\)$/.exec(segment.trim());
  return match !== null && KIND_OF_EMPLOYMENT.test(match[1]!);
}

/** "Full-time", "Contractor", "Intern": a cell that says only how the person was employed. */
const BARE_KIND_OF_EMPLOYMENT = /^(?:full[- ]?time|part[- ]?time|contract|contractor|temporary|permanent|seasonal|intern|internship)$/i;

/**
 * "Software Engineer ⇥ Full-time ⇥ 01/2021 – Current" over "@ Google" (resume-template-in-typst): a bare kind of
 * employment set right after the role is a note on the job; read as a part it became the employer. Only after a
 * segment `isRole` accepts: in "Google ⇥ Intern" the word is the role.
 */
export function dropBareEmploymentKind(segments: string[], isRole: (segment: string) => boolean): string[] {
  return segments.filter((segment, index) => !(index > 0 && BARE_KIND_OF_EMPLOYMENT.test(segment.trim()) && isRole(segments[index - 1]!)));
}
