import { readFileSync } from 'node:fs';

/**
 * Readers for the lexicon files in ./tables (built by build-lexicons.mjs). Each file is read on first
 * use and kept: a few MB of text, parsed in tens of milliseconds, then every rule lookup is a Map hit.
 */

export function readDataLines(name: string): string[] {
  return readFileSync(new URL(`./tables/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** One lemma of a paradigm file with its inflected forms ('' where the form does not exist). */
export interface Inflected {
  lemma: string;
  tag: string;
  forms: string[];
}

/** A paradigm file: "@paradigms n", then "id<TAB>strip<TAB>endings", then "@lemmas n" and "lemma [tag] id". */
export function readParadigmFile(name: string): Inflected[] {
  const lines = readDataLines(name);
  const paradigms: { strip: number; endings: string[] }[] = [];
  const entries: Inflected[] = [];
  let section = '';
  for (const line of lines) {
    if (line.startsWith('@')) {
      section = line.slice(1).split(' ')[0] ?? '';
      continue;
    }
    if (section === 'paradigms') {
      const [, strip = '0', endings = ''] = line.split('\t');
      paradigms.push({ strip: Number(strip), endings: endings.split(',') });
      continue;
    }
    const parts = line.split(' ');
    const id = Number(parts.pop());
    const [lemma = '', tag = ''] = parts;
    const paradigm = paradigms[id];
    if (!paradigm) continue;
    const stem = lemma.slice(0, lemma.length - paradigm.strip);
    entries.push({ lemma, tag, forms: paradigm.endings.map((e) => (e === '-' ? '' : stem + e)) });
  }
  return entries;
}

/** Form → every (entry, slot) it fills: the reverse index rules use to analyse a word. */
export function indexForms(entries: Inflected[]): Map<string, { entry: Inflected; slot: number }[]> {
  const index = new Map<string, { entry: Inflected; slot: number }[]>();
  for (const entry of entries) {
    entry.forms.forEach((form, slot) => {
      if (!form) return;
      const list = index.get(form);
      if (list) list.push({ entry, slot });
      else index.set(form, [{ entry, slot }]);
    });
  }
  return index;
}

/** Memoises a loader: the lexicon is built on the first rule that needs it. */
export function lazily<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}
