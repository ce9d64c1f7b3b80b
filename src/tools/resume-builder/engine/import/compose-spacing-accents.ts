/**
 * LaTeX with its old text encoding (OT1) prints an accented letter as two glyphs, the accent and the
 * letter, and the text layer keeps them apart: "Universit¨at", "H¨ogskolan", "Caf´e". A spacing accent
 * right before a letter it combines with is that letter's accent; anywhere else it stays as printed.
 */
const COMBINING: Record<string, string> = { '¨': '\u0308', '´': '\u0301', ˆ: '\u0302', '˜': '\u0303', '˚': '\u030A', ˇ: '\u030C', '¸': '\u0327' };
const SPACING_ACCENT = /([¨´ˆ˜˚ˇ¸])(\p{L})/gu;

export function composeSpacingAccents(text: string): string {
  return text.replace(SPACING_ACCENT, (whole, accent: string, letter: string) => {
    const composed = (letter + COMBINING[accent]!).normalize('NFC');
    // Only where the pair makes one letter: "¨x" has no precomposed form and is left as printed.
    return [...composed].length === 1 ? composed : whole;
  });
}
