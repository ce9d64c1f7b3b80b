import { isKnownJournalName } from '../../format/journal-abbreviations/abbreviate-journals';
import type { Token } from './tokenize-reference';

/**
 * Session 44, from collected-26 (nf-core/rnaseq's PubMed-style list): two edges of Vancouver references the tagger misreads
 * when a full stop is missing or a body closes the names.
 */

/** What follows a Vancouver journal: "2016 Jan 15;32(2):…", "2014;15(12):550.", "2020 Apr 28;9:…". */
const VANCOUVER_ISSUED = /^\d{4}(?: [A-Z][a-z]{2}(?: \d{1,2})?)?;\s?\d/;
const MAX_JOURNAL_WORDS = 8;

/**
 * "Qualimap 2: advanced … sequencing data Bioinformatics. 2016 Jan 15;32(2):292-4.": the title's closing full stop left out,
 * so the tagger read the journal as the title's last words. With no journal found and a Vancouver date-and-volume right after
 * the title, the longest run of the title's last words that names a known journal (JabRef's lists, full or abbreviated) is the
 * journal; failing that, one capitalised word after a lower-case one ("… data Bioinformatics.").
 */
export function journalClosingVancouverTitle(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'title') end++;
  if (!/\p{L}\.$/u.test(tokens[end]?.text ?? '') || labels[end + 1] !== 'date') return;
  const after = tokens.slice(end + 1, end + 5).map((token) => token.text).join(' ');
  if (!VANCOUVER_ISSUED.test(after)) return;
  let from = -1;
  for (let k = Math.max(start + 1, end - MAX_JOURNAL_WORDS + 1); k <= end; k++) {
    const name = tokens.slice(k, end + 1).map((token) => token.text).join(' ').replace(/\.$/, '');
    if (isKnownJournalName(name)) {
      from = k;
      break;
    }
  }
  if (from < 0 && end > start && /^\p{Lu}\p{Ll}{3,}\.$/u.test(tokens[end]?.text ?? '') && /^\p{Ll}/u.test(tokens[end - 1]?.text ?? '')) from = end;
  if (from < 0) return;
  for (let k = from; k <= end; k++) labels[k] = 'journal';
}

/** Words that name a body of people (a group, a team, a consortium), as the name reader knows them too. */
const BODY_WORD = /^(?:Subgroup|Group|Consortium|Collaboration|Team|Project|Network|Investigators|Committee|Initiative)[.,]?$/u;
const MAX_BODY_WORDS = 10;

/**
 * "Li H, …, Durbin R; 1000 Genome Project Data Processing Subgroup. The Sequence Alignment/Map format …": Vancouver lists a body
 * after the people, past a semicolon; the tagger read it as the title's opening sentence. A sentence of at most ten words right
 * after names closed by ";" that holds a body's word, with more title after it, is the last author.
 */
export function bodyAfterVancouverNames(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 1 || labels[start - 1] !== 'author' || !/;$/.test(tokens[start - 1]?.text ?? '')) return;
  let end = start;
  while (end < start + MAX_BODY_WORDS && labels[end] === 'title' && !/\.$/.test(tokens[end]?.text ?? '')) end++;
  if (labels[end] !== 'title' || !/\.$/.test(tokens[end]?.text ?? '') || labels[end + 1] !== 'title') return;
  if (!tokens.slice(start, end + 1).some((token) => BODY_WORD.test(token.text))) return;
  for (let k = start; k <= end; k++) labels[k] = 'author';
}
