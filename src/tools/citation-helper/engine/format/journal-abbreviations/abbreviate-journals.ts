import { readFileSync } from 'node:fs';
import type { CslItem } from '../../../contract';
import { normalizeJournalTitle } from './normalize-journal-title';

// Styles that print journals short (IEEE, Nature, ACS, AMA, Vancouver) ask citeproc for the
// "container-title-short" variable; a BibTeX or RIS entry rarely carries one, so "Journal of
// Machine Learning Research" came out in full where IEEE wants "J. Mach. Learn. Res.". The
// abbreviations are JabRef's ISO 4 lists (CC0; README here), read on the first lookup.

let abbreviations: Map<string, string> | undefined;
let knownNames: Set<string> | undefined;

function loadAbbreviations(): Map<string, string> {
  if (abbreviations) return abbreviations;
  const text = readFileSync(new URL('./journal-abbreviations.tsv', import.meta.url), 'utf8');
  abbreviations = new Map();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) abbreviations.set(normalizeJournalTitle(line.slice(0, tab)), line.slice(tab + 1));
  }
  return abbreviations;
}

/**
 * Whether the lists know this name as a journal's full title or as its ISO 4 abbreviation, spelled with or without
 * the abbreviation's full stops ("Genome Biol", "PLoS Comput Biol", "Nucleic Acids Research").
 */
export function isKnownJournalName(name: string): boolean {
  if (!knownNames) {
    const map = loadAbbreviations();
    knownNames = new Set([...map.keys(), ...[...map.values()].map(normalizeJournalTitle)]);
  }
  return knownNames.has(normalizeJournalTitle(name));
}

/** The journal's ISO 4 abbreviation, if the lists know the title. */
export function findJournalAbbreviation(title: string): string | undefined {
  return loadAbbreviations().get(normalizeJournalTitle(title));
}

/**
 * The items as citeproc should see them: a journal article without a short journal title gets the
 * listed abbreviation. Only for formatting; the items the user keeps and exports are not changed.
 */
export function addJournalAbbreviations(items: CslItem[]): CslItem[] {
  return items.map((item) => {
    const title = item['container-title'];
    if (item.type !== 'article-journal' || typeof title !== 'string' || item['container-title-short']) return item;
    const short = findJournalAbbreviation(title);
    return short ? { ...item, 'container-title-short': short } : item;
  });
}
