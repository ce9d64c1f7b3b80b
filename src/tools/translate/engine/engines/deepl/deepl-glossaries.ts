import { z } from 'zod';
import type { GlossaryTerm } from '../../../contract';

/** Glossaries made on the account, by content: the same terms for the same pair are created once per process. */
export interface DeeplGlossaryCache {
  find(key: string): string | undefined;
  remember(key: string, id: string): string[];
}

const MAX_REMEMBERED = 50;

/** Remembers up to 50 glossaries; returns the ids that fell out, for deletion (DeepL caps glossaries per account). */
export function createDeeplGlossaryCache(): DeeplGlossaryCache {
  const ids = new Map<string, string>();
  return {
    find: (key) => ids.get(key),
    remember(key, id) {
      ids.set(key, id);
      const evicted: string[] = [];
      while (ids.size > MAX_REMEMBERED) {
        const [oldestKey, oldestId] = ids.entries().next().value as [string, string];
        ids.delete(oldestKey);
        evicted.push(oldestId);
      }
      return evicted;
    },
  };
}

/** DeepL's TSV entries: one "source<TAB>target" per line; tabs and line breaks inside a term become spaces. */
export function formatGlossaryEntries(glossary: readonly GlossaryTerm[]): string {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const seen = new Set<string>();
  return glossary
    .filter((term) => {
      // DeepL refuses a glossary with the same source twice.
      const key = clean(term.source);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((term) => `${clean(term.source)}\t${clean(term.target)}`)
    .join('\n');
}

export const glossaryCreatedSchema = z.object({ glossary_id: z.string() });
