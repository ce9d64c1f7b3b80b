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
