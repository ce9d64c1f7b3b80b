/** Characters Apertium's stream format reserves: a plain-text deformatter escapes each with a backslash. */
const RESERVED = /[\\[\]^$/@<>{}]/g;

/**
 * One line of plain text as `apertium-destxt` writes it: reserved characters escaped, and the `.[]`
 * it adds at the end (a period the tagger reads as a sentence end, taken out again by the reformatter).
 * Line breaks are not expected: the engine sends one segment a line.
 */
export function deformatLine(line: string): string {
  return `${line.replace(RESERVED, (character) => `\\${character}`)}.[]`;
}

/** Back to plain text as `apertium-retxt` does: the added `.[]` removed, blanks opened, escapes undone. */
export function reformatLine(stream: string): string {
  return stream.replace(/\\(.)|\.\[\]|\[((?:\\.|[^\]\\])*)\]/gsu, (_match, escaped: string | undefined, blank: string | undefined) => {
    if (escaped !== undefined) return escaped;
    if (blank !== undefined) return blank.replace(/\\(.)/gsu, '$1');
    return '';
  });
}
