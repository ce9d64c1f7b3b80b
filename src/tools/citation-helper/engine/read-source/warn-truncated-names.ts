import type { CslItem } from '../../contract';
import type { CitationWarning } from '../source-reading';
import { scanBibtexEntries } from './restore-bibtex-details';

const AND_OTHERS = /\band\s+others\s*$/i;

/**
 * BibTeX's "and others" (Google Scholar's export ends every long author list with it) says names are
 * missing; the reader drops it, since styles would print "& others". The list is then incomplete, and a
 * style that prints every author (APA up to 20, IEEE up to 6) prints a shorter list than the source's
 * authors: say so on the item rather than print it as if complete.
 */
export function warnTruncatedNames(source: string, items: CslItem[]): CitationWarning[] {
  const entries = scanBibtexEntries(source);
  if (entries.length !== items.length) return [];
  return entries.flatMap((entry, index) => {
    const item = items[index]!;
    return (['author', 'editor'] as const).flatMap((role) => {
      if (!AND_OTHERS.test(entry.fields[role] ?? '')) return [];
      const given = Array.isArray(item[role]) ? (item[role] as unknown[]).length : 0;
      const names = role === 'author' ? 'authors' : 'editors';
      return [
        {
          itemId: item.id,
          field: role,
          message: `The source gives ${given === 1 ? 'one name' : `${given} names`} and then "and others": the other ${names} are missing, and the list is printed without them. Add them, or paste the DOI to look them up.`,
        },
      ];
    });
  });
}
