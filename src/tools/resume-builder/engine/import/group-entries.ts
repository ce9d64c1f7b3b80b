import { findDates } from './parse-dates';
import type { ResumeLine } from './resume-line';

/** One item of a section: its title lines (role, organisation, dates) and what follows them. */
export type Entry = { head: string[]; paragraphs: string[]; bullets: string[]; links: string[] };

const MAX_HEAD_LINES = 3;
const LINK_ONLY = /^(?:https?:\/\/|www\.)\S+$/i;
/** "Keywords: a, b" or "Courses: …" under an item: part of its text, never the next item's title. */
const LABELLED = /^[\p{L}][\p{L} ]{1,30}:\s+\S/u;

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
  const start = (head: string[], datedAt: number) => {
    current = { head, paragraphs: [], bullets: [], links: [] };
    entries.push(current);
    datedHeadIndex = datedAt;
    last = 'head';
  };
  for (const line of lines) {
    const wrapped = previous !== undefined && !line.bullet && last !== 'head' && sameSize(line, previous) && (previous.fullWidth === true || (last === 'bullet' && isIndentedPast(line, lastBullet)));
    previous = line;
    if (current && LINK_ONLY.test(line.text)) {
      current.links.push(line.text);
      continue;
    }
    if (current && wrapped) {
      const list = last === 'bullet' ? current.bullets : current.paragraphs;
      list[list.length - 1] += ` ${line.text}`;
      continue;
    }
    const dated = !line.bullet && line.text.length <= 200 && !(line.text.length > 90 && endsSentence(line.text)) && findDates(line.text) !== undefined;
    const labelled = !line.bullet && LABELLED.test(line.text) && !dated;
    const hasBody = current !== undefined && (current.paragraphs.length > 0 || current.bullets.length > 0);
    if (!current || (!line.bullet && !labelled && hasBody && looksLikeTitle(line, dated))) {
      start(line.bullet ? [] : [line.text], dated ? 0 : -1);
      if (line.bullet) addBullet(current!, line);
    } else if (dated && !hasBody && datedHeadIndex >= 0) {
      // A second dated title: the lines after the first date belong to this new item.
      const carried = current.head.splice(datedHeadIndex + 1);
      start([...carried, line.text], carried.length);
    } else if (line.bullet) {
      addBullet(current, line);
    } else if (!hasBody && !labelled && current.head.length < MAX_HEAD_LINES && looksLikeTitle(line, dated) && (dated || datedHeadIndex < 0 || isShortTag(line.text))) {
      if (dated) datedHeadIndex = current.head.length;
      current.head.push(line.text);
    } else {
      current.paragraphs.push(line.text);
      last = 'paragraph';
    }
  }
  return entries;

  function addBullet(entry: Entry, line: ResumeLine) {
    entry.bullets.push(line.text);
    lastBullet = line;
    last = 'bullet';
  }
}

/** Titles are short and are not sentences; a line running to the margin is wrapped text unless dated. */
function looksLikeTitle(line: ResumeLine, dated: boolean): boolean {
  if (dated) return true;
  return line.text.length <= 90 && !line.fullWidth && !endsSentence(line.text);
}

/** Wrapped text keeps its font size; a title in a larger size is a new item even after a full line. */
function sameSize(line: ResumeLine, previous: ResumeLine): boolean {
  return line.size === undefined || previous.size === undefined || Math.abs(line.size - previous.size) < 0.3;
}

/** Below the dates, only a short tag (a place, a team) still belongs to the title; longer text is the summary. */
function isShortTag(text: string): boolean {
  return text.length <= 50 && text.split(/\s+/).length <= 6;
}

function isIndentedPast(line: ResumeLine, bullet: ResumeLine | undefined): boolean {
  return line.x !== undefined && bullet?.x !== undefined && line.x > bullet.x + 1;
}

function endsSentence(text: string): boolean {
  return /[.!?]["'”’)]?$/.test(text.trim()) && !/\b(?:inc|ltd|co|corp|jr|sr|st|dr)\.$/i.test(text.trim());
}
