import type { ResumeLine } from './resume-line';

/** An address cut before its domain ends: "richard.hendriks@piedpip" has no dot after the "@". */
const CUT_EMAIL = /^[\w.+-]+@[\w-]+$/;
/** The rest of it on the next line: "er.com". */
const DOMAIN_TAIL = /^[\w-]*(?:\.[\w-]+)*\.[a-z]{2,}$/i;

/**
 * A narrow sidebar wraps a long e-mail address inside its domain ("RICHARD.HENDRIKS@PIEDPIP" over "ER.COM",
 * JSON Resume's caffeine theme): the two lines, set at one left edge, are one address. A line is joined to the
 * next only when its address has no dot after the "@", which no whole address lacks, and the next line is
 * nothing but a domain's end.
 */
export function joinWrappedEmail(lines: ResumeLine[]): ResumeLine[] {
  const joined: ResumeLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    // The next line's icon (a glyph with no letter, set in the margin between the two) is passed over.
    let at = index + 1;
    while (at < lines.length && !/[\p{L}\p{N}]/u.test(lines[at]!.text)) at += 1;
    const next = lines[at];
    const sameEdge = next !== undefined && (line.x === undefined || next.x === undefined || Math.abs(line.x - next.x) <= 2);
    if (next && sameEdge && CUT_EMAIL.test(line.text.trim()) && DOMAIN_TAIL.test(next.text.trim())) {
      joined.push({ ...line, text: `${line.text.trim()}${next.text.trim()}` }, ...lines.slice(index + 1, at));
      index = at;
    } else joined.push(line);
  }
  return joined;
}
