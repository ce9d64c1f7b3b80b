import { closesDatesFirstPair } from './dates-first-pair';
import { findDates, opensWithDatesTerm } from './parse-dates';
import { DEGREE, LOCATION, scoreOrganisation, scoreRole } from './read-entry-head';
import type { ResumeLine } from './resume-line';

/** One item of a section: its title lines (role, organisation, dates) and what follows them. */
export type Entry = { head: string[]; paragraphs: string[]; bullets: string[]; links: string[]; employer?: string };

const MAX_HEAD_LINES = 3;
/** A line that only says how a job was held. */
const EMPLOYMENT_TYPE = /^(?:full[- ]?time|part[- ]?time|contract|temporary|permanent|seasonal)$/i;
const LINK_ONLY = /^(?:https?:\/\/|www\.)\S+$/i;
/** "Keywords: a, b" or "Courses: …" under an item: part of its text, never the next item's title. */
// "Advisor :Prof. Name" (a space before the colon, none after it) is labelled too; "https://…" is not.
const LABELLED = /^[\p{L}][\p{L} ]{1,30}:(?:\s+\S|(?<=\s:)\p{Lu})/u;

const CAPTION = /^[\p{L}][\p{L} &]{1,30}:\s*$/u;

type Last = 'head' | 'paragraph' | 'bullet';

/**
 * Cuts a section's lines into items. An item starts at a short line after the previous item's text,
 * or at a second dated line: "Engineer — Acme / 2019–2021 / bullets" twice gives two items even when
 * an item has no text. A PDF line that follows one running to the margin, or that is indented past
 * its bullet, continues it (wrapping).
 */
export function groupEntries(lines: ResumeLine[]): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | undefined;
  let datedHeadIndex = -1;
  let last = 'head' as Last;
  let previous: ResumeLine | undefined;
  let lastBullet: ResumeLine | undefined;
  /** Where the last bullet's first wrapped line started: its later wrapped lines start there too. */
  let wrapX: number | undefined;
  let titleX: number | undefined;
  const start = (head: string[], datedAt: number, x?: number) => {
    titleX = x;
    current = { head, paragraphs: [], bullets: [], links: [] };
    entries.push(current);
    datedHeadIndex = datedAt;
    last = 'head';
  };
  // The undated title over several dated bulleted titles ("First American University" / "■ Ph.D. ⇥ 2009–2014" /
  // "■ M.S. ⇥ 2006–2008"): each bullet is an item of its own under that title.
  let groupTitle: string | undefined;
  // The item's title line when its dates open it from a left margin ("April 2010 – June 2010 ⇥ Trainee").
  let marginTitle: ResumeLine | undefined;
  /**
   * Under such a title, the organisation's line set smaller in the title's column ("Northwind Agency,
   * Schools Desk, Regional Programmes Branch", Europass) is a title line however long its name: a few words, no sentence.
   */
  const isEmployerUnder = (line: ResumeLine) =>
    marginTitle !== undefined &&
    current?.head.length === 1 &&
    current.head[0] === marginTitle.text &&
    line.size !== undefined &&
    marginTitle.size !== undefined &&
    line.size < marginTitle.size - 0.5 &&
    line.text.split(/\s+/).length <= 10 &&
    !line.text.includes('\t') &&
    !endsSentence(line.text);
  const all = transposeEntryGrids(lines);
  for (const [at, raw] of all.entries()) {
    if (raw.bullet && readGroupedTitle(raw)) continue;
    // "Full Time" set as a small heading over an item's title (Friggeri CV): how the job was held, neither role
    // nor employer. Set in the title's own size it may be the employer's place ("Freelance" in our exports).
    if (!raw.bullet && EMPLOYMENT_TYPE.test(raw.text.trim()) && isSmallHeading(raw, all[at + 1])) continue;
    if (!raw.bullet && !raw.heading) groupTitle = undefined;
    const line = raw.bullet ? (readPartedTitle(raw) ?? readBulletTail(raw)) : raw;
    // Wrapped prose flows on without wide gaps: a line with one (a title and its dates or place) starts anew.
    const opensItem = (raw.bullet === true && !line.bullet) || COLUMN_STARTS.has(raw);
    // "Courses: Automation W, Metrology W," / "Physics ⇥ W, Power Electronics" (an icon's gap after a word): a line at the
    // paragraph's own edge after one that ran to the margin on a comma goes on with its list, gap or not.
    const listGoesOn =
      previous !== undefined && last === 'paragraph' && previous.fullWidth === true && /,$/.test(previous.text.trim()) && line.x !== undefined && previous.x !== undefined && Math.abs(line.x - previous.x) <= 2 && findDates(line.text) === undefined;
    const wrapped =
      previous !== undefined &&
      !opensItem &&
      !line.bullet &&
      line.employer === undefined &&
      (!line.text.includes('\t') || listGoesOn) &&
      last !== 'head' &&
      sameSize(line, previous) &&
      !(last === 'bullet' && startsLeftOf(line, lastBullet)) &&
      // A line set further in than the bullet's wrapped text (a title over a date line, light-cv) is not more of it.
      !(last === 'bullet' && wrapX !== undefined && line.x !== undefined && Math.abs(line.x - wrapX) > 3) &&
      // Nor is a short line over a line of dates after a bullet that stopped short of the margin: the next item's title.
      !(last === 'bullet' && previous.fullWidth !== true && line.fullWidth !== true && isDatedLine(all[at + 1])) &&
      // "…chatbot using natural language processing techniques." over "DEF Inc." over "Software Engineer, 2017 - 2019" (a
      // Word page with no bullets): after a finished sentence, a short capitalised line over a dated line that is no whole
      // title row of its own ("2011-2011 ⇥ Role ⇥ Employer") is the next item's title.
      !(last === 'paragraph' && endsSentence(previous.text) && line.fullWidth !== true && /^\p{Lu}/u.test(line.text) && isDatedLine(all[at + 1]) && !all[at + 1]!.text.includes('\t')) &&
      (previous.fullWidth === true || (last === 'bullet' && isIndentedPast(line, lastBullet)));
    const above = previous;
    previous = line;
    // An icon font's glyph (a private-use character) before the address: the line is still only a link.
    const bare = line.text.replace(/^[\s\p{Co}]+/u, '').trim();
    if (current && LINK_ONLY.test(bare)) {
      current.links.push(bare);
      continue;
    }
    // A title too long for its column wraps onto a line in its own size ("Máster Universitario en Ingeniería de" /
    // "Sistemas Electrónicos", AltaCV): one title line, or the item's head runs out of room before its dates.
    const wrappedTitle =
      current !== undefined &&
      above !== undefined &&
      last === 'head' &&
      current.head.at(-1) === above.text &&
      datedHeadIndex < current.head.length - 1 &&
      above.fullWidth === true &&
      !above.bullet &&
      !line.bullet &&
      !line.text.includes('\t') &&
      !above.text.includes('\t') &&
      line.size !== undefined &&
      sameSize(line, above) &&
      !/[.,;:]$/.test(above.text) &&
      findDates(above.text) === undefined &&
      findDates(line.text) === undefined;
    if (current && wrappedTitle) {
      current.head[current.head.length - 1] = joinWrapped(above!.text, line.text);
      continue;
    }
    if (current && wrapped) {
      if (last === 'bullet') wrapX ??= line.x;
      const list = last === 'bullet' ? current.bullets : current.paragraphs;
      list[list.length - 1] = joinWrapped(list.at(-1)!, listGoesOn ? line.text.replace(/\t+/g, ' ') : line.text);
      continue;
    }
    // "(01/2018–04/2018) Engineering Maths 2. Lecturer: …" set smaller in the text column under a title whose dates stand in
    // the left margin ("08/2014–04/2018 ⇥ Teaching Associate, University of Birmingham"): the item's text, though dated; the
    // next item's dates stand in the margin too.
    if (
      current !== undefined &&
      marginTitle !== undefined &&
      current.head[0] === marginTitle.text &&
      !line.bullet &&
      !startsWithMarginDate(line.text) &&
      findDates(line.text) !== undefined &&
      line.size !== undefined &&
      marginTitle.size !== undefined &&
      line.size < marginTitle.size - 0.5 &&
      line.x !== undefined &&
      titleX !== undefined &&
      Math.abs(line.x - titleX) <= 3
    ) {
      current.paragraphs.push(line.text);
      last = 'paragraph';
      continue;
    }
    // "2019 (2 months) : Summer student at FFI --- … (Kjeller, Norway)." is a title written as a sentence, its dates the term.
    // A long title closed by a full stop still opens with its dates in a left margin ("08/2006 – 06/2007 ⇥ Lecturer in …, México.").
    const dated = !line.bullet && line.text.length <= 200 && (!(line.text.length > 90 && endsSentence(line.text)) || opensWithDatesTerm(line.text) || startsWithMarginDate(line.text)) && findDates(line.text) !== undefined;
    // A caption with nothing after it ("Publications:", "Teaching:") heads a list inside the item's text.
    const labelled = !line.bullet && (LABELLED.test(line.text) || CAPTION.test(line.text)) && !dated;
    const hasBody = current !== undefined && (current.paragraphs.length > 0 || current.bullets.length > 0);
    // Text set in from the item's title is the item's, however short (latexcv's unbulleted lines).
    const indented = !dated && line.x !== undefined && titleX !== undefined && line.x > titleX + 3;
    // An undated line set left of the item's title, after its text, is more of that text (brilliant-CV's
    // "Tags Example here ⇥ Dataiku ⇥ Snowflake" under the bullets), not the next item's title.
    const outdented = !dated && hasBody && line.x !== undefined && titleX !== undefined && line.x < titleX - 3 && placedTail(line) === undefined;
    // A role set under its organisation's line (nest-grouped-roles.ts) is an item of its own.
    const nested = line.employer !== undefined && !line.bullet;
    if (!current || opensItem || nested || (!line.bullet && !labelled && !indented && !outdented && hasBody && looksLikeTitle(line, dated, isDatedLine(all[at + 1]) || isLargerHeadOver(line, above, all.slice(at + 1, at + 4))))) {
      start(line.bullet ? [] : [line.text], dated ? 0 : -1, line.bullet ? undefined : startsWithMarginDate(line.text) ? line.cellX?.[0] : line.x);
      marginTitle = !line.bullet && dated && startsWithMarginDate(line.text) ? line : undefined;
      if (nested) current!.employer = line.employer;
      if (line.bullet) addBullet(current!, line);
    } else if (dated && !hasBody && datedHeadIndex >= 0) {
      // A second dated title: the lines after the first date belong to this new item, unless the first
      // item's dates open its title from a left margin ("2001 – 2005 ⇥ B.A." over its school): then the
      // lines under it are its own, and the new dated line is the next item's first.
      // So are they when the item opened with its title and dates on one line ("Master: IA ⇥ Valencia, Sep 2025 –
      // Dic 2026" over its school set smaller), or with a line of nothing but its dates ("2008 - 2012" over
      // "Field – School – Town", pandoc_resume's Word output): each item's dates come first there.
      const marginDated = datedHeadIndex === 0 && ((startsWithMarginDate(current.head[0]!) && startsWithMarginDate(line.text)) || titledDates(current.head[0]!) || isBareDates(current.head.slice(0, 1)));
      const carried = marginDated ? [] : current.head.splice(datedHeadIndex + 1);
      start([...carried, line.text], carried.length, marginDated ? line.cellX?.[0] : line.x);
    } else if (!line.bullet && !hasBody && !dated && datedHeadIndex === 0 && current.head.length === 1 && closesDatesFirstPair(current.head[0]!, line.text, all[at + 1]?.text)) {
      // "Degree ⇥ dates" over "School ⇥ place or status", item after item (dates-first-pair.ts): the school's line is this item's.
      current.head.push(line.text);
    } else if (!line.bullet && !hasBody && !labelled && !indented && !dated && datedHeadIndex >= 0 && !betweenMarginDated(current, all[at + 1]) && !isSubtitleUnder(current, line, above) && !isBareDates(current.head) && (!hasHeadRoom(current, dated, datedHeadIndex) || (datedHeadIndex === current.head.length - 1 && opensDatedHead(line, above, all, at))) && looksLikeTitle(line, false, opensDatedHead(line, above, all, at))) {
      // A full title (role, organisation, dates) with no text under it: the next title line opens the next item
      // (AltaCV's "Vice President … / Google / 2005 – 2010" over "Product Manager & UI Lead / Google / …").
      // So does a larger school's name over its degree and dates, though it fills a narrow column ("UNIVERSITY OF
      // SHEFFIELD" / "PhD in Physics" / "2015 - 2019 | Sheffield, UK", Deedy's left column).
      start([line.text], -1, line.x);
    } else if (line.bullet) {
      addBullet(current, line);
    } else if (!hasBody && !labelled && !indented && hasHeadRoom(current, dated, datedHeadIndex) && (looksLikeTitle(line, dated, isDatedLine(all[at + 1])) || isLongTitleUnderDates(current.head, line)) && (dated || datedHeadIndex < 0 || isShortTag(line.text) || isPlacedTitle(line) || isBareDates(current.head) || isEmployerUnder(line))) {
      if (dated) datedHeadIndex = current.head.length;
      current.head.push(line.text);
    } else {
      current.paragraphs.push(line.text);
      last = 'paragraph';
    }
  }
  return entries;

  /**
   * A bullet line with a right-aligned date or place. Beside an item's first bullet, before any text,
   * a date is the item's (RenderCV): it joins the title and the bullet keeps its words. Otherwise the
   * glyph marks a title (sb2nov and Jake's template: "• Google ⇥ Mountain View, CA").
   */
  function readBulletTail(line: ResumeLine): ResumeLine {
    const tail = placedTail(line);
    if (!tail) return line;
    const at = line.text.lastIndexOf('\t');
    const untitled = current !== undefined && current.bullets.length === 0 && current.paragraphs.length === 0 && !current.head.some((text) => findDates(text));
    if (tail === 'date' && untitled) {
      current!.head.push(line.text.slice(at + 1));
      datedHeadIndex = current!.head.length - 1;
      return { ...line, text: line.text.slice(0, at) };
    }
    return { ...line, bullet: false };
  }

  /**
   * A bulleted title with its dates set right, under an undated one-line title with nothing below it
   * yet, or under such a title's earlier bulleted titles: an item of that title (a school's degrees, an
   * employer's roles). RenderCV's dated first bullet is a sentence, not a short title, and keeps its words.
   */
  function readGroupedTitle(line: ResumeLine): boolean {
    const at = line.text.lastIndexOf('\t');
    const title = line.text.slice(0, at).trim();
    // "M.B.A." ends in a full stop and is still a title.
    const abbreviation = /(?:\p{L}\.){2,}$/u.test(title);
    if (placedTail(line) !== 'date' || !(isShortCell(title) || (abbreviation && title.length <= 60))) return false;
    // A degree or a role: "Built the inference platform ⇥ 2023" beside RenderCV's first bullet is a highlight.
    if (!DEGREE.test(title) && scoreRole(title) <= 0) return false;
    const bare = current !== undefined && current.bullets.length === 0 && current.paragraphs.length === 0;
    if (current && bare && current.head.length === 1 && !findDates(current.head[0]!) && scoreOrganisation(current.head[0]!) > 0) {
      groupTitle = current.head[0]!;
      datedHeadIndex = current.head.length;
      current.head.push(line.text);
      return true;
    }
    if (!groupTitle) return false;
    start([groupTitle, line.text], 1, line.x);
    return true;
  }

  function addBullet(entry: Entry, line: ResumeLine) {
    entry.bullets.push(line.text);
    lastBullet = line;
    wrapX = undefined;
    last = 'bullet';
  }
}

/**
 * A title is a few lines; an undated one takes a fourth when that line holds its dates: employer, role,
 * place, then "January 2019 to Present", each on a line of its own (Reactive Resume's azurill).
 */
function hasHeadRoom(entry: Entry, dated: boolean, datedHeadIndex: number): boolean {
  return entry.head.length < MAX_HEAD_LINES || (dated && datedHeadIndex < 0 && entry.head.length === MAX_HEAD_LINES);
}

/**
 * "Jan 2019 - Present ⇥ Creative Solutions Inc.": dates in a left margin (moderncv, Reactive Resume's
 * nosepass) start the line, so its left edge is the margin's: the title's is where its cell starts.
 */
function startsWithMarginDate(text: string): boolean {
  const at = text.indexOf('\t');
  if (at < 0) return false;
  const dates = findDates(text.slice(0, at));
  // "Sep 2023 – Dec 2025 ⇥ Perugia, Italy" (AltaCV's date line under the title) sets a place beside its
  // dates, not the title a date margin stands before.
  if (at === text.lastIndexOf('\t') && placedTail({ text }) === 'place') return false;
  return dates !== undefined && dates.rest.replace(/[^\p{L}\d]/gu, '') === '';
}

/** "Title ⇥ dates" alone: a title line that holds its dates in a cell set right. */
function titledDates(text: string): boolean {
  const at = text.lastIndexOf('\t');
  if (at < 0) return false;
  const dates = findDates(text.slice(at + 1));
  return dates !== undefined && /\p{L}{2,}/u.test(text.slice(0, at)) && findDates(text.slice(0, at)) === undefined;
}

/**
 * A line set smaller right under a one-line "Title ⇥ dates" head (a school under "Master: IA ⇥ Sep 2025 – Dic 2026")
 * is that item's second title line, not the next item's first, even with a dated line after it.
 */
function isSubtitleUnder(entry: Entry, line: ResumeLine, above: ResumeLine | undefined): boolean {
  return entry.head.length === 1 && above !== undefined && above.text === entry.head[0] && titledDates(above.text) && line.size !== undefined && above.size !== undefined && line.size < above.size - 0.5;
}

/**
 * Where every item opens with its dates in a left margin ("2018-Atual ⇥ Role ⇥ Employer", Twenty Seconds CV; "1867 ⇥ Field"
 * over its school, cv-boilerplate),
 * an undated line between two such titles is the first item's text, not a title of the second: the second
 * names itself on its own dated line.
 */
function betweenMarginDated(entry: Entry, next: ResumeLine | undefined): boolean {
  return next !== undefined && !next.bullet && entry.head.length === 1 && startsWithMarginDate(entry.head[0]!) && startsWithMarginDate(next.text);
}

/** What a PDF line holds right-aligned after its last wide gap: a date (nothing else) or a place. */
function placedTail(line: ResumeLine): 'date' | 'place' | undefined {
  const at = line.text.lastIndexOf('\t');
  if (at < 0) return undefined;
  // An icon font's glyph mapped to a symbol before the place ("* Port Town, Lowland") is no part of it.
  const tail = line.text.slice(at + 1).trim().replace(/^[^\p{L}\p{N}\s"“'‘(]\s+(?=\p{L})/u, '');
  const dates = findDates(tail);
  if (dates && dates.rest.replace(/[^\p{L}\d]/gu, '') === '') return 'date';
  return LOCATION.test(tail) ? 'place' : undefined;
}

/**
 * "– Northgate College • Lecturer in History • since 2015" (academic CVs): a list item of short parts joined by
 * bullets or bars, its last part nothing but dates, is an item's whole title, not a line of text.
 */
function readPartedTitle(line: ResumeLine): ResumeLine | undefined {
  const parts = line.text.split(/\s+[•·|]\s+/);
  if (parts.length < 2 || line.text.includes('\t') || !parts.every(isShortCell)) return undefined;
  const dates = findDates(parts.at(-1)!);
  if (!dates || dates.rest.replace(/[^\p{L}\d]/gu, '') !== '' || parts.slice(0, -1).some((part) => findDates(part))) return undefined;
  return { ...line, bullet: false };
}

/** Titles are short and are not sentences; a line running to the margin is wrapped text unless dated. */
function looksLikeTitle(line: ResumeLine, dated: boolean, overDates = false): boolean {
  // A line over a line of dates is a title even when it runs to the margin ("COURSERA | KPCB FELLOW +
  // SOFTWARE ENGINEERING INTERN" over "June 2014 – Sep 2014 | Mountain View, CA", Deedy).
  if (overDates && !line.bullet && line.text.length <= 90 && !endsSentence(line.text)) return true;
  // A right-aligned place takes a title line to the margin ("NVIDIA Research, Research Intern ⇥ Santa Clara, CA").
  if (dated || placedTail(line) === 'place') return true;
  // So does anything set right in short cells ("Berkeley, CA ⇥ Bachelor's in Computer Science"): wrapped
  // prose has no wide gap.
  if (line.text.includes('\t') && line.text.split('\t').every(isShortCell)) return true;
  return line.text.length <= 90 && !line.fullWidth && !endsSentence(line.text);
}

function isShortCell(cell: string): boolean {
  // A bar or a dot between parts is no word: "Software Development Engineer Intern | Alexa Smart Home Team" (fantastic-cv).
  const words = cell.trim().split(/\s+/).filter((word) => !/^[|·•–—]$/.test(word));
  return cell.trim().length <= 60 && words.length <= 8 && !endsSentence(cell);
}

/** A line set larger than the item title below it, which is dated: a heading over the item, not a line of its title. */
function isSmallHeading(line: ResumeLine, next: ResumeLine | undefined): boolean {
  return next !== undefined && line.size !== undefined && next.size !== undefined && line.size >= next.size + 2 && !next.bullet && findDates(next.text) !== undefined;
}

/** Wrapped text keeps its font size; a title in a larger size is a new item even after a full line. */
function sameSize(line: ResumeLine, previous: ResumeLine): boolean {
  return line.size === undefined || previous.size === undefined || Math.abs(line.size - previous.size) < 0.3;
}

/**
 * Below the dated line, a short title with a place set right is the item's other title line
 * ("Subatomic Shepherd ⇥ May 2024 — Present" over "Microscopic Circus, Schrodinger's University ⇥
 * Atomville, CA"), however long its organisation's name.
 */
export function isPlacedTitle(line: Pick<ResumeLine, 'text'>): boolean {
  const at = line.text.lastIndexOf('\t');
  return at > 0 && placedTail(line) === 'place' && isShortCell(line.text.slice(0, at));
}

/**
 * An item opened by a line of nothing but its dates ("02/18-01/19" over "Triage.com: CTO and Director of
 * Product Engineering:", Pandoc's Word output): the line under it is the title, however long.
 */
/**
 * Under a line of nothing but dates (pandoc_resume's Word output), the one line that follows is the item's title
 * however long: "Research Assistant at Quantum Optics Theory Group (Supervisor), University of Basel (Basel,
 * Switzerland)" runs past 90 characters. A sentence (a final full stop) is still the item's text.
 */
function isLongTitleUnderDates(head: string[], line: ResumeLine): boolean {
  return isBareDates(head) && !line.bullet && !line.fullWidth && !line.text.includes('\t') && line.text.length <= 160 && !endsSentence(line.text);
}

function isBareDates(head: string[]): boolean {
  if (head.length !== 1) return false;
  const dates = findDates(head[0]!);
  return dates !== undefined && dates.rest.replace(/[^\p{L}\d]/gu, '') === '';
}

/** Below the dates, only a short tag (a place, a team) still belongs to the title; longer text is the summary. */
function isShortTag(text: string): boolean {
  return text.length <= 50 && text.split(/\s+/).length <= 6;
}

/**
 * The line below is a title's dates: with the current item's dates already read as its last title line,
 * this line starts the next title ("FACEBOOK | SOFTWARE ENGINEER" / "Jan 2015 - Present" over
 * "COURSERA | KPCB FELLOW + SOFTWARE ENGINEERING INTERN" / "June 2014 – Sep 2014", Deedy).
 */
/**
 * The first of three title lines ("BRITISH INTERNATIONAL SCHOOL OF STOCKHOLM" / "Teacher of Mathematics" /
 * "Aug 2019 – Present | Town", Deedy): set larger than the text above it, over a short line over a line of
 * dates. It may run to the margin and still be the next item's title, not more of the last one's text.
 */
function isLargerHeadOver(line: ResumeLine, above: ResumeLine | undefined, following: ResumeLine[]): boolean {
  if (line.size === undefined || above?.size === undefined || line.size < above.size + 1) return false;
  // The title may wrap onto a second line in its own size first ("Grado en Ingeniería de Tecnologías y" / "Servicios de …").
  const [next, ...rest] = following;
  const wraps = next !== undefined && next.size !== undefined && Math.abs(next.size - line.size) < 0.3 && line.fullWidth === true;
  const under = wraps ? rest[0] : next;
  const dates = wraps ? rest[1] : rest[0];
  const short = (other: ResumeLine | undefined) => other !== undefined && !other.bullet && other.text.length <= 60 && !endsSentence(other.text) && findDates(other.text) === undefined;
  if ((wraps && !short(next)) || !short(under) || (under!.fullWidth === true && under!.text.length > 45)) return false;
  return isDatedLine(dates);
}

/** The next line holds dates, or the line is a larger title over a short line and then dates. */
function opensDatedHead(line: ResumeLine, above: ResumeLine | undefined, all: ResumeLine[], at: number): boolean {
  return isDatedLine(all[at + 1]) || isLargerHeadOver(line, above, all.slice(at + 1, at + 4));
}

function isDatedLine(line: ResumeLine | undefined): boolean {
  return line !== undefined && !line.bullet && line.text.length <= 90 && findDates(line.text) !== undefined;
}

/** A bullet's wrapped text never starts left of the bullet's own text ("May 2019 – Aug 2019 Research Intern…" in a date margin). */
function startsLeftOf(line: ResumeLine, bullet: ResumeLine | undefined): boolean {
  return line.x !== undefined && bullet?.x !== undefined && line.x < bullet.x - 3;
}

/**
 * Items set side by side (Reactive Resume's kakuna: "Creative Solutions Inc. ⇥ TechAdvancers" over
 * "Senior Web Developer ⇥ Web Developer" over "… ⇥ …" over two date ranges): three rows or more whose cells
 * start at the same places, all short, one row of nothing but dates, are read column by column.
 */
/** The first line of each grid column after the first: it opens an item of its own. */
const COLUMN_STARTS = new WeakSet<ResumeLine>();

export function transposeEntryGrids(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let index = 0; index < lines.length; ) {
    const first = lines[index]!;
    let end = index;
    while (end < lines.length && sameCells(lines[end]!, first)) end += 1;
    const rows = lines.slice(index, end);
    const cells = rows.map((row) => row.text.split('\t'));
    const isGrid = rows.length >= 3 && cells.every((row) => row.every(isShortCell)) && cells.some((row) => row.every(isDateCell));
    if (!isGrid) {
      out.push(first);
      index += 1;
      continue;
    }
    const edges = [first.x!, ...first.cellX!];
    edges.forEach((x, column) => {
      cells.forEach((row, rowIndex) => {
        const line: ResumeLine = { text: row[column]!.trim(), size: first.size, x, fullWidth: false };
        if (column > 0 && rowIndex === 0) COLUMN_STARTS.add(line);
        out.push(line);
      });
    });
    index = end;
  }
  return out;
}

function sameCells(line: ResumeLine, first: ResumeLine): boolean {
  if (!first.cellX || first.x === undefined || !line.cellX || line.x === undefined || line.bullet) return false;
  if (line.cellX.length !== first.cellX.length || Math.abs(line.x - first.x) > 1) return false;
  return line.cellX.every((x, index) => Math.abs(x - first.cellX![index]!) <= 1) && line.text.split('\t').length === line.cellX.length + 1;
}

function isDateCell(cell: string): boolean {
  const dates = findDates(cell);
  return dates !== undefined && dates.rest.replace(/[^\p{L}\d]/gu, '') === '';
}

function isIndentedPast(line: ResumeLine, bullet: ResumeLine | undefined): boolean {
  return line.x !== undefined && bullet?.x !== undefined && line.x > bullet.x + 1;
}

function endsSentence(text: string): boolean {
  // A name of one or two words is not a sentence, whatever it ends with ("Yahoo!").
  if (/^\p{Lu}\S*(?:\s\p{Lu}\S*)?$/u.test(text.trim())) return false;
  return /[.!?]["'”’)]?$/.test(text.trim()) && !/\b(?:inc|ltd|co|corp|jr|sr|st|dr)\.$/i.test(text.trim());
}

/** A soft hyphen left at a line's end marks where the word was broken: "Con" + U+00AD, then "sul", is "Consul". */
function joinWrapped(before: string, after: string): string {
  return before.endsWith('\u00AD') ? `${before.slice(0, -1)}${after}` : `${before} ${after}`;
}
