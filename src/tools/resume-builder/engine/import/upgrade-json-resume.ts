/**
 * Older JSON Resume files (schema before 1.0, still what many tools export) name some fields
 * differently: work and volunteer `company`/`organization` entries used `company` and `website`,
 * basics had `picture` and `website`, education `gpa`, publications `website`. Our schema knows only
 * today's names and drops unknown keys, so an older file would lose every employer. Each old name is
 * copied to its new one when the new one is absent.
 */
const RENAMES: Record<string, Record<string, string>> = {
  basics: { picture: 'image', website: 'url' },
  work: { company: 'name', website: 'url' },
  volunteer: { website: 'url' },
  education: { gpa: 'score' },
  publications: { website: 'url' },
};

export function upgradeJsonResume(data: Record<string, unknown>): Record<string, unknown> {
  const upgraded: Record<string, unknown> = { ...data };
  for (const [section, renames] of Object.entries(RENAMES)) {
    const value = upgraded[section];
    if (Array.isArray(value)) upgraded[section] = value.map((entry) => renameFields(entry, renames));
    else if (value !== undefined) upgraded[section] = renameFields(value, renames);
  }
  return upgraded;
}

function renameFields(entry: unknown, renames: Record<string, string>): unknown {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return entry;
  const record: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
  for (const [old, current] of Object.entries(renames)) {
    if (record[old] !== undefined && record[current] === undefined) record[current] = record[old];
    delete record[old];
  }
  return record;
}
