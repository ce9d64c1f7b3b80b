import type { Token } from './tokenize-reference';

/**
 * Session 42, collected-22's "Bradford University (BL: D214554)." and "Doctoral dissertation, Universidad Agraria | del
 * Ecuador).": a publisher's edges. A bracket closing the publisher that holds a colon or a number is a shelfmark or a note,
 * not part of the name; a name cut before a lower-case particle ("del", "de", "of") runs on to its next capitalised words.
 */
const PARTICLE = /^(?:de|del|della|di|da|do|dos|des|du|of|für|van|von)$/;

export function shelfmarkAfterPublisher(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('publisher');
  if (start < 0) return;
  const open = tokens.findIndex((token, k) => k > start && /^\(/.test(token.text) && labels[k] === 'publisher');
  if (open < 0) return;
  let close = open;
  while (close < tokens.length && close - open < 3 && !/\)[.,;]?$/.test(tokens[close]?.text ?? '')) close++;
  if (!/\)[.,;]?$/.test(tokens[close]?.text ?? '') || close + 1 < tokens.length && labels[close + 1] === 'publisher') return;
  const inside = tokens.slice(open, close + 1).map((token) => token.text).join(' ');
  if (!/:|\d/.test(inside) || labels.slice(start, open).some((label) => label !== 'publisher')) return;
  for (let k = open; k <= close; k++) labels[k] = 'note';
}

export function publisherCutAtParticle(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('publisher');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'publisher') end++;
  if (/[.,;:)]$/.test(tokens[end]?.text ?? '') || !PARTICLE.test(tokens[end + 1]?.text ?? '')) return;
  if (!['title', 'other', 'note'].includes(labels[end + 1] ?? '')) return;
  // The particle and one to three capitalised words, the last closing the name.
  for (let k = end + 2; k < tokens.length && k - end <= 4; k++) {
    const word = tokens[k]?.text ?? '';
    if (labels[k] !== labels[end + 1] || !/^\p{Lu}/u.test(word)) return;
    if (/[.,;)]$/.test(word)) {
      for (let j = end + 1; j <= k; j++) labels[j] = 'publisher';
      return;
    }
  }
}

/** Collected-24's "American Sociological Review 81:6 p1097-1131.": a page cue glued to its range. */
export function gluedPageCue(tokens: Token[], labels: string[]): void {
  if (labels.includes('pages')) return;
  tokens.forEach((token, k) => {
    if (/^pp?\d+[-–]\d+[.,]?$/.test(token.text) && labels[k] !== 'url') labels[k] = 'pages';
  });
}

/** Collected-17's "Delft University of Technology, The | Netherlands, 1998.": a country's article read into the publisher. */
export function articleOfPlaceInPublisher(tokens: Token[], labels: string[]): void {
  const at = tokens.findIndex((token, k) => token.text === 'The' && labels[k] === 'publisher' && labels[k + 1] === 'location' && labels[k - 1] === 'publisher');
  if (at > 0 && /,$/.test(tokens[at - 1]?.text ?? '')) labels[at] = 'location';
}

/**
 * Collected-23's "…, Eds. Roger Koenker, Victor Chernozhukov, Xuming He, Limin Peng, CRC Press.": the last editors of a list
 * read as the place and the publisher. After editors listed "Given Family,", more "Given Family," pairs before the publisher's
 * own name are editors too.
 */
export function lastEditorsBeforePublisher(tokens: Token[], labels: string[]): void {
  const editorEnd = labels.lastIndexOf('editor');
  if (editorEnd < 1 || !/,$/.test(tokens[editorEnd]?.text ?? '') || !/^\p{Lu}\p{Ll}+$/u.test(tokens[editorEnd - 1]?.text ?? '')) return;
  let k = editorEnd + 1;
  while (['location', 'publisher'].includes(labels[k] ?? '') && ['location', 'publisher'].includes(labels[k + 1] ?? '') && /^\p{Lu}\p{Ll}+$/u.test(tokens[k]?.text ?? '') && /^\p{Lu}[\p{Ll}'’-]+,$/u.test(tokens[k + 1]?.text ?? '')) k += 2;
  // A publisher's name must be left after them.
  if (k === editorEnd + 1 || labels[k] !== 'publisher') return;
  for (let j = editorEnd + 1; j < k; j++) labels[j] = 'editor';
}
