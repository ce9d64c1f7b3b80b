import type { Resume } from '../../contract';

type Work = NonNullable<Resume['work']>[number];

// "Research Collaborator Cooperative Systems & Intelligence (CoSI) Lab, NUS" among "Research Collaborator | Public
// AI Network" lines (a bar left out by the author): with no separator the whole title became the employer and the
// job had no role. When a job has no role and its employer opens with a role another job of the same section
// states, that role is split off: the section itself says those words are a role.

/** Fills the missing role of a section's jobs from the roles its other jobs give. */
export function splitKnownRoles(items: Work[]): Work[] {
  const roles = [...new Set(items.map((item) => item.position?.trim()).filter((role): role is string => Boolean(role && role.split(' ').length >= 2)))];
  return items.map((item) => {
    if (item.position && !item.name) return splitSharedRoleOpening(item, roles);
    if (item.position || !item.name) return item;
    const role = roles.filter((known) => item.name!.startsWith(`${known} `)).sort((a, b) => b.length - a.length)[0];
    const rest = role ? item.name.slice(role.length).trim() : '';
    if (!role || !/^[\p{Lu}\d]/u.test(rest) || isRoleLevel(rest)) return item;
    return { ...item, position: role, name: rest };
  });
}

/**
 * "Back-end developer SimpleTechs" (no bar between role and employer) among "Back-end developer and DevOps: Borocard"
 * and "Back-end developer, DevOps, and Integrations: AllCanCode Inc.": a job read with a role and no employer whose
 * role opens with two words or more that another job's role opens with, then a capitalised name, is that role and
 * that employer.
 */
function splitSharedRoleOpening(item: Work, roles: string[]): Work {
  const words = item.position!.trim().split(/\s+/);
  let best = 0;
  for (const role of roles) {
    if (role === item.position!.trim()) continue;
    const other = role.split(/[\s,]+/);
    let shared = 0;
    while (shared < words.length - 1 && shared < other.length && other[shared]!.toLowerCase() === words[shared]!.toLowerCase()) shared += 1;
    best = Math.max(best, shared);
  }
  const rest = words.slice(best).join(' ');
  if (best < 2 || !/^\p{Lu}/u.test(rest) || words.length - best > 4 || isRoleLevel(rest)) return item;
  return { ...item, position: words.slice(0, best).join(' '), name: rest };
}

// "Senior Software Engineer II" beside a "Senior Software Engineer" job: the numeral is the role's level, not an
// employer called "II".
const ROLE_LEVEL = /^(?:[IVX]{1,4}|[1-9]|L\d{1,2}|E\d|Level \d{1,2}|Grade \d{1,2}|Band \d{1,2}|\([IVX\d]+\))$/u;

function isRoleLevel(rest: string): boolean {
  return ROLE_LEVEL.test(rest.trim());
}
