/**
 * Rebuilds journal-abbreviations.tsv from JabRef's abbreviation lists (JabRef/abbrv.jabref.org, CC0):
 *   npx tsx src/tools/citation-helper/engine/format/journal-abbreviations/build-journal-abbreviations.ts <git dir of the repository>
 * Lists earlier in LISTS win when two disagree. Titles whose abbreviation is the title itself are left out.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { normalizeJournalTitle } from './normalize-journal-title';

/** ISO 4 style lists (with dots); Medline's dotless lists, the classics lists and MathSciNet's are not used (README). */
const LISTS = ['ieee', 'acs', 'general', 'geology_physics', 'mechanical', 'meteorology', 'sociology', 'lifescience', 'ubc'];

function readCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index]!;
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

const gitDir = process.argv[2];
if (!gitDir) throw new Error('Give the git directory of JabRef/abbrv.jabref.org.');
const commit = execFileSync('git', ['--git-dir', gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const byTitle = new Map<string, [string, string]>();
for (const list of LISTS) {
  const text = execFileSync('git', ['--git-dir', gitDir, 'show', `HEAD:journals/journal_abbreviations_${list}.csv`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  for (const line of text.split(/\r?\n/)) {
    const [title, abbreviation] = readCsvLine(line);
    if (!title || !abbreviation || abbreviation.includes('#') || /[\t\n]/.test(title + abbreviation)) continue;
    const key = normalizeJournalTitle(title);
    if (!key || key === normalizeJournalTitle(abbreviation) || byTitle.has(key)) continue;
    byTitle.set(key, [title, abbreviation]);
  }
}
const rows = [...byTitle.values()].sort(([a], [b]) => a.localeCompare(b));
writeFileSync(new URL('./journal-abbreviations.tsv', import.meta.url), `${rows.map((row) => row.join('\t')).join('\n')}\n`);
console.log(`${rows.length} titles from JabRef/abbrv.jabref.org @ ${commit}`);
