import type { Token } from './tokenize-reference';

/**
 * Session 45, from collected-27 (PLOS's chapters "Title. In: Parrish JK, Hammer WM, editors, Book, Press, Place. pp. …"): a
 * reference has one title and one container, so where the tagger gave either two runs around the editors, one of them is
 * the other field's.
 */

/** The runs of `label`: [first, last] index pairs in order. */
function runsOf(labels: string[], label: string): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  labels.forEach((current, k) => {
    if (current !== label) return;
    const last = runs[runs.length - 1];
    if (last && last[1] === k - 1) last[1] = k;
    else runs.push([k, k]);
  });
  return runs;
}

/**
 * "Empfehlungen der Arbeitsgruppe "Epidemiologische Methoden" | in der Deutschen … Studien. In: Ahrens WB, …, editors. Messung
 * … Epidemiologie.": the title cut at a quotation inside it, its rest read as a first container before "In:" and the editors.
 * The container is the run after the editors; the run between the title and "In" is the title's.
 */
export function titleTailBeforeInEditors(tokens: Token[], labels: string[]): void {
  const containers = runsOf(labels, 'container-title');
  const titles = runsOf(labels, 'title');
  if (containers.length !== 2 || titles.length !== 1) return;
  const [first, second] = containers as [[number, number], [number, number]];
  const [, titleEnd] = titles[0] as [number, number];
  if (first[0] !== titleEnd + 1) return;
  const between = labels.slice(first[1] + 1, second[0]);
  if (!/^in:?$/i.test(tokens[first[1] + 1]?.text ?? '') || !between.slice(1).every((label) => label === 'editor') || !between.includes('editor')) return;
  for (let k = first[0]; k <= first[1]; k++) labels[k] = 'title';
}

/**
 * "In: Parrish JK, Hammer WM, editors, Animal groups in three | dimensions, Cambridge University Press": the container's last
 * word read as a second title. A title run after the container, with the title already found before it and the imprint or
 * pages right after, is the container's end.
 */
export function containerEndReadAsTitle(tokens: Token[], labels: string[]): void {
  const titles = runsOf(labels, 'title');
  if (titles.length !== 2) return;
  const [, [start, end]] = titles as [[number, number], [number, number]];
  if (labels[start - 1] !== 'container-title' || end - start > 3) return;
  if (!['publisher', 'location', 'pages', 'date'].includes(labels[end + 1] ?? '')) return;
  if (!tokens.slice(start, end + 1).every((token) => /^\p{Ll}/u.test(token.text))) return;
  for (let k = start; k <= end; k++) labels[k] = 'container-title';
}

/** A sentence's end: a full stop after three lower-case letters. */
const SENTENCE_END = /\p{Ll}{3,}[.?!]$/u;

/**
 * "In Body beautiful: … perspectives. Swami | V, Furnham A, editors.": the first editor's family name read as the container's
 * last word. A capitalised word after the container's closing sentence, right before the editors, is the first editor's.
 */
export function editorHeadReadAsContainer(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < labels.length; k++) {
    if (labels[k] !== 'container-title' || labels[k + 1] !== 'editor' || labels[k - 1] !== 'container-title') continue;
    if (!SENTENCE_END.test(tokens[k - 1]?.text ?? '') || !/^\p{Lu}[\p{Ll}'’-]+$/u.test(tokens[k]?.text ?? '')) continue;
    labels[k] = 'editor';
    return;
  }
}
