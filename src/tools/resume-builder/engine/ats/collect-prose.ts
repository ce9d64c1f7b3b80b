import type { Resume } from '../../contract';

/** The sentences of a resume (summaries, descriptions, bullets) with their paths: what is worth proofreading. */
export function collectProse(resume: Resume): { path: string; text: string }[] {
  const pieces: { path: string; text: string }[] = [];
  const add = (path: string, text: string | undefined) => {
    if (text?.trim()) pieces.push({ path, text: text.trim() });
  };
  add('basics.summary', resume.basics?.summary);
  const entries: [string, { summary?: string; description?: string; highlights?: string[] }[] | undefined][] = [
    ['work', resume.work],
    ['volunteer', resume.volunteer],
    ['projects', resume.projects],
    ['awards', resume.awards],
    ['publications', resume.publications],
  ];
  for (const [section, items] of entries) {
    (items ?? []).forEach((item, i) => {
      add(`${section}[${i}].summary`, item.summary);
      add(`${section}[${i}].description`, item.description);
      (item.highlights ?? []).forEach((h, j) => add(`${section}[${i}].highlights[${j}]`, h));
    });
  }
  return pieces;
}
