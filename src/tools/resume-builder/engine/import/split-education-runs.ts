/**
 * A school's title run on in one line, as a two-column LaTeX CV sets it in small capitals:
 * "DOCTORAL DEGREE IN BIOLOGY Department of Biology. University of Münster." and
 * "INTEGRATED BACHELOR-MASTER DEGREE -Biology. Indian Institute of Science Education and Research.".
 * The degree is the run in capitals (two words or more, one of them a degree's), the rest follows in
 * ordinary case; in such a title only, a sentence's stop after a word of three letters or more parts the rest
 * ("Biology. University"). A title without that run of capitals is left whole.
 */
const DEGREE_WORD = /\b(?:degree|doctoral|doctorate|bachelor|master|diploma)\b/i;

export function splitEducationRuns(part: string): string[] {
  const capitals = /^((?:[\p{Lu}\d][\p{Lu}\d'’.-]*\s+){1,7}[\p{Lu}\d][\p{Lu}\d'’.-]*)\s+(-?\p{Lu}\p{Ll}.*)$/u.exec(part);
  if (!capitals || !DEGREE_WORD.test(capitals[1]!) || !/\p{Lu}{3}/u.test(capitals[1]!)) return [part];
  const [degree, rest] = [capitals[1]!.trim(), capitals[2]!];
  // "DEGREE -Biology. School": the field joined to the degree by a dash.
  const pieces = rest.startsWith('-') ? [] : [degree];
  pieces.push(...(rest.startsWith('-') ? `${degree} ${rest}` : rest).split(/(?<=\p{Ll}{3})\.\s+(?=\p{Lu})/u).map((piece) => piece.replace(/(?<=\p{Ll}{3})\.$/u, '').trim()));
  return pieces.filter(Boolean);
}
