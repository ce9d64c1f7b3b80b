import type { CslItem } from '../../contract';

/**
 * Session 45: BibTeX writes an accented i or j on the dotless letter, `{\'\i}`, `{\'{\i}}`, `\'{\i}`, `{\"\i}`, `{\^\j}`
 * (TeX's accent would otherwise sit over the dot). citation-js turns `\i` into the dotless letter ı and the accent into a
 * combining mark after it, so "Mart{\'\i}nez" came in as "Martı́nez": a name that looks right and matches nothing. An
 * accent on a dotless i or j is the accented i or j; a dotless letter with no accent stays dotless (Turkish "ı").
 */
const ACCENTED_DOTLESS = /([ıȷ])([\u0300-\u036f]+)/gu;

function joinText(text: string): string {
  return text.replace(ACCENTED_DOTLESS, (_whole, letter: string, marks: string) => `${letter === 'ı' ? 'i' : 'j'}${marks}`.normalize('NFC'));
}

function joinValue(value: unknown): unknown {
  if (typeof value === 'string') return joinText(value);
  if (Array.isArray(value)) return value.map(joinValue);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, joinValue(inner)]));
  return value;
}

export function joinDotlessAccents(item: CslItem): CslItem {
  return joinValue(item) as CslItem;
}
