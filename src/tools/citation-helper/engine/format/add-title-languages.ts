import { detectLanguageEngine, type BatchResult } from '../../../detect-language';
import type { CslItem } from '../../contract';

// citeproc recases titles only for English items, and takes an item with no language for English: a German book
// pasted as BibTeX without langid came out "Die Geschichte Der Deutschen Sprache Im Mittelalter" in Chicago and
// MLA, and APA's warning asked for "Die geschichte der deutschen sprache". The title says its language; the
// site's own detector reads it (a batch of 200 titles takes ~60 ms).

/** Fewer words than this say too little about their language ("Der Spiegel", "Sur la route"). */
const MIN_TITLE_WORDS = 3;

/**
 * The items, each with no language of its own given the language its title is written in when the detector is
 * sure it is not English. Used for formatting and the style's warnings; the items the user gets back are unchanged.
 */
export async function addTitleLanguages(items: readonly CslItem[]): Promise<CslItem[]> {
  const asked = items.flatMap((item, index) => {
    const title = typeof item.title === 'string' ? item.title.trim() : '';
    const words = title.split(/\s+/).filter((word) => /\p{L}/u.test(word));
    return item.language || words.length < MIN_TITLE_WORDS ? [] : [{ index, title }];
  });
  if (asked.length === 0) return [...items];
  let result: BatchResult;
  try {
    result = (await detectLanguageEngine.run({ texts: asked.map(({ title }) => title) }, { responses: 'basic' })) as BatchResult;
  } catch {
    return [...items];
  }
  const languages = new Map<number, string>();
  for (const [position, row] of result.results.entries()) {
    if ('error' in row || !row.reliable) continue;
    const tag = row.language.bcp47;
    if (tag === 'und' || tag.toLowerCase().startsWith('en')) continue;
    languages.set(asked[position]!.index, tag);
  }
  return items.map((item, index) => (languages.has(index) ? { ...item, language: languages.get(index)! } : item));
}
