import type { CslItem } from '../../../contract';

const STOP_WORDS = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'and', 'to', 'with', 'from', 'at', 'by', 'der', 'die', 'das', 'le', 'la', 'les', 'el', 'los']);

/**
 * An item id people recognise in a .bib file or a citation list: first author's family name, year, first
 * significant title word ("smith2020deep"), in plain ASCII. The reader of several sources makes ids unique.
 */
export function makeCitationKey(item: Omit<CslItem, 'id'>): string {
  const authors = (item.author ?? item.editor) as { family?: string; literal?: string }[] | undefined;
  const first = authors?.[0];
  const name = asciiWord(first?.family?.split(' ').at(-1) ?? first?.literal?.split(' ')[0] ?? '');
  const year = (item.issued as { 'date-parts'?: number[][] } | undefined)?.['date-parts']?.[0]?.[0];
  const titleWords = String(item.title ?? '')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .map(asciiWord)
    .filter((word) => word && !STOP_WORDS.has(word));
  const key = `${name}${year ?? ''}${titleWords[0] ?? ''}`;
  return key || 'item';
}

function asciiWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
