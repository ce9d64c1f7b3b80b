import type { Resume } from '../../contract';
import { LEVEL_ONLY } from './skill-levels';
import { splitList } from './split-list';
import type { ResumeLine } from './resume-line';

// Skills and interests are "Group (level): a, b, c" lines, or a bare group name on one line with its
// keywords on the next, or just keywords. Languages are "English — Native speaker" or "English (C1)".

type Skill = NonNullable<Resume['skills']>[number];
type Language = NonNullable<Resume['languages']>[number];

const GROUP = /^([^:]{1,60}?)(?:\s*[([]([^)\]]{1,40})[)\]])?(?:\s+[—–-]\s+([^:]{1,40}))?\s*:\s*(.*)$/;

/** Skill or interest groups; `withLevel` keeps "(Expert)" as the level (skills only). */
export function readKeywordGroups(written: ResumeLine[], withLevel: boolean): Skill[] {
  const lines = joinCentredLabels(written);
  const grid = readCellGrid(lines);
  // "Java ⇥ Proficient" over "C ⇥ Intermediete": a column of levels says how well the names beside it are known, even
  // where one is misspelt; it holds no keyword.
  if (grid) return grid.filter((column, index) => index === 0 || !isLevelColumn(column)).flatMap((column) => readKeywordGroups(column, withLevel));
  const iconless = dropIconLetters(lines);
  if (iconless !== lines) return readKeywordGroups(iconless, withLevel);
  const groups: Skill[] = [];
  let pendingName: string | undefined;
  let pendingLevel: string | undefined;
  let last: Skill | undefined;
  let lastOpen = false;
  lines.forEach((line, index) => {
    // "Web Technologies / Advanced / HTML5, PHP": a level on its own line under the group's name.
    if (pendingName && LEVEL.test(line.text.trim())) {
      pendingLevel = line.text.trim();
      return;
    }
    const grouped = readGroup(line.text);
    if (grouped && !line.text.startsWith('http')) {
      const { level } = grouped;
      last = { name: grouped.name, ...(withLevel && level ? { level } : {}), keywords: splitList(grouped.list) };
      if (!withLevel && level) last.name = `${last.name} (${level})`;
      groups.push(last);
      lastOpen = /,\s*$/.test(line.text) || grouped.list.trim() === '';
      pendingName = undefined;
      return;
    }
    const next = lines[index + 1];
    const nextList = next !== undefined && LEVEL.test(next.text.trim()) ? lines[index + 2] : next;
    const isBareName = !line.bullet && !LIST_SEPARATOR.test(line.text) && line.text.length <= 40 && nextList !== undefined && LIST_SEPARATOR.test(nextList.text) && !GROUP.test(nextList.text);
    // In a sidebar set flush right, a short line over a list is one more line of it: a name would stand
    // apart (left of the list, or on its own edge), and the keyword would be lost as a group's name.
    const flushRight = line.fullWidth === true && nextList?.fullWidth === true && line.x !== undefined && nextList.x !== undefined && line.x > nextList.x + 2;
    if (isBareName && !flushRight) {
      pendingName = line.text;
      return;
    }
    const keywords = splitCells(line.text);
    const previous = lines[index - 1];
    // A PDF line that ran to the margin, or an indented one, is the previous group's wrapped text.
    const sameSize = line.size === undefined || previous?.size === undefined || Math.abs(line.size - previous.size) < 0.3;
    // Indented and in lower case: centred sidebar lists ("Meteor" over "MongoDB") start each line anew.
    const indented = line.x !== undefined && previous?.x !== undefined && line.x > previous.x + 1 && /^\p{Ll}/u.test(line.text);
    // A short line reaching the margin (a narrow sidebar) did not wrap: only a long one runs on.
    // A row of cells ("UX ⇥ Mobile Devices & Applications") does not wrap into the next line: each is whole.
    const wrapped = !line.bullet && sameSize && !previous?.text.includes('\t') && ((previous?.fullWidth === true && previous.text.length > 30) || indented);
    // "…, Distributed Systems, Microservices" over "Architecture, Event-driven Systems, …" (a comma list wrapped at a word,
    // its lines at one edge): a list line that ends with no separator goes on with the next line's first item.
    const runOn = !line.bullet && !previous?.bullet && sameSize && previous !== undefined && (previous.text.match(/,/g) ?? []).length >= 2 && !/[,•·|;]\s*$/.test(previous.text) && !previous.text.includes('\t') && line.text.includes(',') && !line.text.includes('\t') && line.x !== undefined && previous.x !== undefined && Math.abs(line.x - previous.x) <= 1 && readGroup(line.text) === undefined;
    if (last && !pendingName && (lastOpen || wrapped || runOn)) {
      const before = last.keywords ?? [];
      // "Vendor" at the end of one line and "negotiation" on the next are one keyword, and so are "Test-" and
      // "Driven Development" (a word broken at its hyphen).
      const broken = before.length > 0 && keywords.length > 0 && /\p{L}-$/u.test(before.at(-1)!);
      const splitWord = (!lastOpen || broken) && before.length > 0 && keywords.length > 0;
      const joined = broken ? `${before.at(-1)!}${keywords[0]!}` : `${before.at(-1)!} ${keywords[0]!}`;
      last.keywords = splitWord ? [...before.slice(0, -1), joined, ...keywords.slice(1)] : [...before, ...keywords];
    } else if (pendingName) {
      last = { name: pendingName, ...(withLevel && pendingLevel ? { level: pendingLevel } : {}), keywords };
      groups.push(last);
      pendingName = undefined;
      pendingLevel = undefined;
    } else if (line.bullet && !LIST_SEPARATOR.test(line.text)) {
      last = { name: line.text };
      groups.push(last);
    } else {
      last = { keywords };
      groups.push(last);
    }
    // A line ending in a separator ("React •") or in a word broken at its hyphen ("Test-") goes on below.
    lastOpen = /(?:[,•·|;]|\p{L}-)\s*$/u.test(line.text);
  });
  if (pendingName) groups.push({ name: pendingName });
  return nameToolRows(groups);
}

/** A grid column whose cells are levels, half of them or more. */
function isLevelColumn(column: ResumeLine[]): boolean {
  const cells = column.map((line) => line.text.trim()).filter(Boolean);
  return cells.length > 0 && cells.filter((cell) => LEVEL.test(cell)).length >= cells.length / 2;
}

/**
 * A line of keywords set in cells ("HTML ⇥ CSS ⇥ Python", centred so no grid lines up): each cell is a
 * list of its own; a cell that only says a level ("Advanced") is not a keyword.
 */
export function splitCells(text: string): string[] {
  const cells = text.split('\t');
  if (cells.length === 1) return splitList(text);
  return cells.flatMap((cell) => (LEVEL.test(cell.trim()) ? [] : splitList(cell)));
}

/** "Databases ⇥ MySQL, PostgreSQL": a short label in a cell of its own, then a list; a longer label ("Arquitectura de Microservicios & Cloud") names a list of three items or more. */
function readLabelCell(text: string): { name: string; list: string } | undefined {
  const cell = /^([^,\t:]{1,40})\t([^\t]+,[^\t]+)$/.exec(text);
  if (!cell) return undefined;
  const words = cell[1]!.trim().split(/\s+/).length;
  return words <= 3 || (words <= 5 && cell[2]!.split(',').length >= 3) ? { name: cell[1]!.trim(), list: cell[2]! } : undefined;
}

/**
 * "DevOps & Infraestructura Cloud" set level with the middle of its list's two lines (Awesome-CV's skill rows): read
 * top to bottom the label falls between them. A line with no label at the list cells' edge, a short label left of
 * that edge, then a second such line are one row: the label, then the list's two lines.
 */
function joinCentredLabels(lines: ResumeLine[]): ResumeLine[] {
  const listX = lines.find((line) => line.cellX?.length === 1)?.cellX?.[0];
  if (listX === undefined) return lines;
  const atList = (line: ResumeLine | undefined) => line !== undefined && !line.bullet && !line.text.includes('\t') && line.x !== undefined && Math.abs(line.x - listX) <= 2;
  const out: ResumeLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const [first, label, second] = [lines[index], lines[index + 1], lines[index + 2]];
    const isLabel = label !== undefined && !label.bullet && !label.text.includes('\t') && label.x !== undefined && label.x < listX - 20 && !label.text.includes(',') && label.text.split(/\s+/).length <= 6;
    if (atList(first) && isLabel && atList(second) && first!.text.includes(',')) {
      out.push({ ...label!, text: `${label!.text.trim()}\t${first!.text.trim()} ${second!.text.trim()}`, cellX: [listX] });
      index += 2;
    } else out.push(first!);
  }
  return out;
}

/**
 * An icon font that maps its glyphs to letters (latexcv's sidebar: "/ JavaScript", "t Blaze", "0 Git")
 * leaves one character and a space before each item. When three lines or more and most of them start
 * so, the character is the icon: it is dropped, and cells set side by side become lines of their own.
 */
function dropIconLetters(lines: ResumeLine[]): ResumeLine[] {
  const cells = lines.flatMap((line) => line.text.split('\t').map((text) => ({ ...line, text: text.replace(/^[\s\p{Co}]+/u, '') })));
  const iconed = cells.filter((cell) => /^\S\s+\p{L}/u.test(cell.text) && !/^(?:a|i|&)\s/i.test(cell.text) && !cell.text.includes(','));
  if (cells.length < 3 || iconed.length < cells.length * 0.6) return lines;
  return cells.map((cell) => ({ ...cell, text: cell.text.replace(/^\S\s+(?=\p{L})/u, '') }));
}

/** "JavaScript • Python • Java": a line that holds a list, not a group's name. */
const LIST_SEPARATOR = /,|\s[•·|;]\s|\s[•·|]$/;

const LEVEL = LEVEL_ONLY;

/**
 * Skills set in a grid of cells (Reactive Resume: names on one row, levels on the next, lists below,
 * a list wrapping inside its cell): two rows or more with cells at the same places are read column by
 * column, each column as a list of its own. A wrapped line belongs to the column its left edge is in.
 */
function readCellGrid(lines: ResumeLine[]): ResumeLine[][] | undefined {
  const rows = lines.filter((line) => line.cellX && line.x !== undefined);
  if (rows.length < 2) return undefined;
  const edges = [rows[0]!.x!, ...rows[0]!.cellX!];
  const sameEdges = (line: ResumeLine) => line.x !== undefined && line.cellX?.length === edges.length - 1 && [line.x, ...line.cellX].every((x, index) => Math.abs(x - edges[index]!) <= 2);
  if (!rows.every(sameEdges) || edges.length < 2) return undefined;
  // "Computer Languages ⇥ Prolog, Haskell, AWK" over "Databases ⇥ MySQL, PostgreSQL" (resume.cls): labels set left
  // in a column of their own each name the list beside them; they are rows of groups, not a grid of keywords.
  if (edges.length === 2 && rows.every((line) => readLabelCell(line.text) !== undefined)) return undefined;
  const columns: ResumeLine[][] = edges.map(() => []);
  for (const line of lines) {
    if (sameEdges(line)) {
      line.text.split('\t').forEach((cell, index) => columns[index]?.push({ text: cell.trim(), size: line.size, x: edges[index] }));
      continue;
    }
    const column = edges.findLastIndex((edge) => line.x !== undefined && line.x >= edge - 2);
    if (column < 0 || line.text.includes('\t')) return undefined;
    columns[column]!.push({ ...line, x: edges[column] });
  }
  return columns;
}

/**
 * "Group (level): a, b, c", or "DevOps ⇥ AWS, Docker, Kubernetes" (Awesome-CV): a short label in its
 * own cell before a list is the group's name, as a colon would make it.
 */
function readGroup(text: string): { name: string; level?: string; list: string } | undefined {
  const labelled = GROUP.exec(text);
  if (labelled) return { name: labelled[1]!.trim(), level: (labelled[2] ?? labelled[3])?.trim(), list: labelled[4]! };
  const cell = readLabelCell(text);
  if (cell) return cell;
  // "DevOps ⇥ AWS ‑ Docker ‑ Azure" (Awesome-CV with non-breaking hyphens): a label cell, then keywords parted by spaced
  // dashes; two parts only with the non-breaking hyphen, which no level ("Python - Advanced") is written with.
  const dashed = /^([^,\t:]{1,40})\t([^\t,;]+)$/.exec(text);
  const parts = dashed?.[2]!.split(/\s+[-\u2010\u2011\u2013\u2014]\s+/).map((part) => part.trim());
  if (dashed && dashed[1]!.trim().split(/\s+/).length <= 3 && (parts!.length >= 3 || (parts!.length === 2 && /\s\u2011\s/.test(dashed![2]!) && !LEVEL.test(parts![1]!))) && parts!.every((part) => part !== '' && part.split(/\s+/).length <= 4)) {
    return { name: dashed[1]!.trim(), list: parts!.join(', ') };
  }
  return readDashedGroup(text);
}

/**
 * "Front End - TypeScript - Vue - Sass" (JSON Resume themes such as macchiato print a skill's name,
 * then its keywords, all parted by spaced dashes): the first part is the group's name. Only with three
 * parts or more, no other separator, and short parts; "Python - Advanced" is left to the level reader.
 */
function readDashedGroup(text: string): { name: string; list: string } | undefined {
  if (/[,;:|·•\t]/.test(text)) return undefined;
  const parts = text.split(/\s+[-–—]\s+/).map((part) => part.trim());
  if (parts.length < 3 || parts.some((part) => part === '' || part.split(/\s+/).length > 4)) return undefined;
  return { name: parts[0]!, list: parts.slice(1).join(', ') };
}

export function readLanguages(lines: ResumeLine[]): Language[] {
  const languages: Language[] = [];
  for (const line of lines) {
    const pieces = line.text.split(/\s+[|·•]\s+|;\s*|,\s*(?=[\p{Lu}][\p{L}]+\s*[([—–:-])/u);
    for (const piece of pieces) {
      const match = /^([\p{L} ]+?)\s*(?:[([]\s*([^)\]]+)[)\]]|\s[—–-]\s*(.+)|:\s*(.+))?$/u.exec(piece.trim());
      if (!match) continue;
      const fluency = (match[2] ?? match[3] ?? match[4])?.trim();
      languages.push({ language: match[1]!.trim(), ...(fluency ? { fluency } : {}) });
    }
  }
  return languages;
}

/**
 * "Programming:" over "Python : optimisation, machine learning", "Julia : numerical analysis", "Mathematica" (pandoc's
 * Word output of a CV): a caption with no list of its own heads rows that each open with a tool's name, then say what
 * it was used for. The tools' names are that caption's keywords; the rows stay as they were read.
 */
function nameToolRows(groups: Skill[]): Skill[] {
  return groups.map((group, index) => {
    // Only a caption written with its colon and nothing after it ("Programming:"), not a lone name ("Mathematica").
    if (!group.name || group.keywords === undefined || group.keywords.length > 0) return group;
    const names: string[] = [];
    for (const row of groups.slice(index + 1)) {
      // Another caption, a row with no name, or a long one ends the run.
      if (!row.name || row.name.split(/\s+/).length > 3 || /\d{2}/.test(row.name) || (row.keywords !== undefined && row.keywords.length === 0)) break;
      names.push(row.name);
    }
    return names.length >= 2 ? { ...group, keywords: names } : group;
  });
}
