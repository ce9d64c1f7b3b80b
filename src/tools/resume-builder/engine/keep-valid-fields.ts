import { type Resume, resumeSchema } from '../contract';
import type { ResumeWarning } from './resume-services';

/** "work[0].startDate" from Zod's ['work', 0, 'startDate']: the path style of every warning. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

/**
 * An imported resume with every field the schema rejects removed, each with a warning naming it:
 * an importer's wrong guess (a date it could not read) should cost that field, not the whole import.
 */
export function keepValidFields(candidate: unknown): { resume: Resume; warnings: ResumeWarning[] } {
  const draft = structuredClone(candidate ?? {}) as Record<string, unknown>;
  const warnings: ResumeWarning[] = [];
  // Removing a field can only shrink the problems, so a few rounds settle it; the cap guards a bad loop.
  for (let round = 0; round < 5; round += 1) {
    const parsed = resumeSchema.safeParse(draft);
    if (parsed.success) return { resume: parsed.data, warnings };
    // Last first, so removing an array entry does not shift the paths still to handle.
    for (const issue of [...parsed.error.issues].reverse()) {
      if (removeAt(draft, issue.path)) warnings.push({ path: formatFieldPath(issue.path) || 'resume', message: `Left out of the import: ${issue.message}` });
    }
  }
  return { resume: {}, warnings: [...warnings, { path: 'resume', message: 'The imported resume could not be read into JSON Resume.' }] };
}

function removeAt(root: Record<string, unknown>, path: readonly PropertyKey[]): boolean {
  if (path.length === 0) {
    for (const key of Object.keys(root)) delete root[key];
    return true;
  }
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (parent === null || typeof parent !== 'object') return false;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  if (parent === null || typeof parent !== 'object') return false;
  const last = path[path.length - 1] as PropertyKey;
  if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
  else delete (parent as Record<PropertyKey, unknown>)[last];
  return true;
}
