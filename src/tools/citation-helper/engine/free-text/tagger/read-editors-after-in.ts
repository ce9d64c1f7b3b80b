import type { Token } from './tokenize-reference';

/**
 * "In Rohit Parikh, editor, Logics of Programs, volume 193…", "In Lynn Choi, Yunheung Paek, and Sangyeun Cho, editors,
 * Asia-Pacific Computer Systems Architecture Conference, pages…", "in: Johannes Feiner e Magnus Löhrer (ed.), Mysterium
 * Salutis…": after "In", names closed by an editor's cue are the container's editors. The tagger often reads those names
 * as the container's first words (and only the first run of a label is read, so the container was the names); the
 * names become editors and the container is what the tagger read after the cue.
 */

const IN = /^in:?$/i;
const CUE = /^(?:editors?|eds?\.|\((?:eds?|editors?|hrsg|hg|hgg|dir|dirs|coord)\.?\)|\(hrg\.\))[,.:;]?$/i;
const INITIAL = /^\p{Lu}\.(?:-?\p{Lu}\.)*,?$/u;
const NAME_WORD = /^\p{Lu}[\p{L}'’-]*[,;]?$/u;
const JOINER = /^(?:and|&|e|y|und|et)$/;
const PARTICLE = /^(?:van|von|de|der|den|del|della|da|di|du|la|le|dos|das|ter|ten|zu)$/;
const NAME_LABELS = new Set(['container-title', 'editor', 'other', 'title', 'journal', 'author']);

export function editorsAfterIn(tokens: Token[], labels: string[]): void {
  for (let at = 1; at < tokens.length - 3; at++) {
    if (!IN.test(tokens[at]?.text ?? '')) continue;
    // Names (capitalised words, initials, particles, "and"), two to twenty tokens, up to the cue.
    let cue = at + 1;
    while (cue < tokens.length && cue - at <= 20 && !CUE.test(tokens[cue]?.text ?? '')) {
      const text = tokens[cue]?.text ?? '';
      if (!(NAME_WORD.test(text) || INITIAL.test(text) || JOINER.test(text) || PARTICLE.test(text)) || !NAME_LABELS.has(labels[cue] ?? '')) break;
      cue++;
    }
    if (!CUE.test(tokens[cue]?.text ?? '') || cue - at < 2) continue;
    const names = tokens.slice(at + 1, cue);
    // A name has a capitalised word that is not an initial; a list of them has no abbreviation ("Proc.", "Conf.").
    if (!names.some((token) => NAME_WORD.test(token.text) && !INITIAL.test(token.text)) || names.some((token) => /^\p{Lu}\p{Ll}{1,4}\.$/u.test(token.text))) continue;
    // Only where the tagger took (some of) the names for the container, and read a container after the cue.
    if (!labels.slice(at + 1, cue).includes('container-title')) continue;
    const after = labels.slice(cue + 1).find((label) => label !== 'other');
    if (after !== 'container-title' && after !== 'journal') continue;
    labels[at] = 'other';
    for (let k = at + 1; k <= cue; k++) labels[k] = 'editor';
    return;
  }
}
