import { lookUpLexicon } from './reference-lexicons';
import type { Token } from './tokenize-reference';

/**
 * Session 31 (2026-12-02) title-first repairs, from the fourteenth collected set's misses: the names after an opening title
 * printed in shapes the rules of read-title-bylines.ts did not take —
 * - initials run into the family name ("P.Pounds,"), one token;
 * - names followed by "in" (the container's cue) or a thesis's kind ("PhD thesis");
 * - family names first ("Title, Dubins, L.E. (July 1957), …") or family names alone ("Title, Paul and Zhang, The International
 *   Journal of …"), after a comma that closes a title.
 */

/** Initials run into the family name with no space: "P.Pounds,", "J.-P.Serre". */
export const COMPACT_INITIALS_NAME = /^\p{Lu}\.(?:-?\p{Lu}\.)*\p{Lu}[\p{Ll}'’-]+[,;.]?$/u;

/** What may follow a list of names after a title: the container's "in", or a thesis's kind. */
export const CUE_AFTER_NAMES = /^(?:in|In:?|PhD|Ph\.D\.?|thesis|dissertation|MSc|M\.Sc\.|Master['’]s)[,.:]?$/;

const INITIAL = /^\p{Lu}\.(?:-?\p{Lu}\.)*[,;]?$/u;
const FAMILY = /^\p{Lu}(?:['’]\p{Lu})?[\p{Ll}'’-]*\p{Ll}[\p{Ll}'’-]*[,;]?$/u;
const JOINER = /^(?:and|&)$/;
/** Words of titles and bodies that are capitalised like family names. */
const NOT_A_FAMILY = /^(?:the|a|an|on|in|of|for|and|to|with|part|volume|vol|chapter|section|edition|introduction|handbook|manual|guide|notes?|theory|methods?|models?|results?|algorithms?|analysis|applications?|data|systems?|journal|proceedings|transactions|review|letters|university|institute|press|society|association|department|laboratory|center|centre|group|inc|ltd)$/i;
const YEAR = /^\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,;]?$/;
const MONTH_OR_SEASON = /^\(?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|fall|autumn|winter)/i;
/** Words that open a container after the names: "The International Journal of …", "Journal of …", "Proceedings …". */
const CONTAINER_OPENING = /^(?:The|Journal|Proceedings|Transactions|Annals|Bulletin|Review|Letters|In|in|In:)$/;
const CONTAINER_LABELS = new Set(['journal', 'container-title']);
const JOURNAL_AFTER_FAMILIES = /^(?:The\s+)?(?:\p{Lu}\p{Ll}+\s+)?(?:Journal|Proceedings|Transactions|Annals|Bulletin|Review|Letters)\b/u;

const bare = (token: Token | undefined) => (token?.text ?? '').replace(/[,;.:]+$/, '');
const isFamily = (token: Token | undefined) => FAMILY.test(token?.text ?? '') && !NOT_A_FAMILY.test(bare(token)) && lookUpLexicon(bare(token)) === undefined;

/** "Dubins, L.E." or "Dubins, L. E.," — a family name, its comma, its initials; the end of the list of such names, or -1. */
function invertedNamesEnd(tokens: Token[], from: number): number {
  let k = from;
  let names = 0;
  for (;;) {
    if (names > 0 && JOINER.test(tokens[k]?.text ?? '')) k++;
    if (!isFamily(tokens[k]) || !/,$/.test(tokens[k]?.text ?? '') || !INITIAL.test(tokens[k + 1]?.text ?? '')) return names ? k : -1;
    k++;
    while (INITIAL.test(tokens[k]?.text ?? '')) {
      k++;
      if (/[,;]$/.test(tokens[k - 1]?.text ?? '')) break;
    }
    names++;
    if (!/,$/.test(tokens[k - 1]?.text ?? '') && !JOINER.test(tokens[k]?.text ?? '')) return k;
  }
}

/** "Paul and Zhang," — two or three family names alone, joined by commas and "and" or "&", the last closed by a comma; its end, or -1. */
function familiesOnlyEnd(tokens: Token[], from: number): number {
  let k = from;
  let families = 0;
  let joined = false;
  while (k < tokens.length && families < 4) {
    if (!isFamily(tokens[k])) return -1;
    families++;
    const text = tokens[k]?.text ?? '';
    k++;
    if (JOINER.test(tokens[k]?.text ?? '') && !/,$/.test(text)) {
      joined = true;
      k++;
      continue;
    }
    if (/,$/.test(text) && JOINER.test(tokens[k]?.text ?? '')) {
      joined = true;
      k++;
      continue;
    }
    if (/,$/.test(text)) return joined && families >= 2 ? k : -1;
    return -1;
  }
  return -1;
}

/** What follows names after a title: a date, a link, a container (by its label or its opening word). */
function opensAfterNames(tokens: Token[], labels: string[], k: number): boolean {
  const text = tokens[k]?.text ?? '';
  return ['date', 'url', 'doi'].includes(labels[k] ?? '') || YEAR.test(text) || MONTH_OR_SEASON.test(text) || CUE_AFTER_NAMES.test(text) || CONTAINER_LABELS.has(labels[k] ?? '') || CONTAINER_OPENING.test(text);
}

/**
 * "On Curves of Minimal Length …, Dubins, L.E. (July 1957), American Journal of Mathematics", "Inverse kinematics for a
 * manipulator arm, Paul and Zhang, The International Journal of …": a title opens the reference (lower-case words, no initial,
 * no year or link) and ends at a comma; family-first names with initials, or family names alone joined by "and", follow, then a
 * date, a link or a container. The names are the authors, the opening the title; name words the tagger read past them (a
 * container's "The") go to the container that follows.
 */
export function familyNamesAfterOpeningTitle(tokens: Token[], labels: string[]): void {
  if (labels.includes('editor')) return;
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0 || isFamily(tokens[start]) && /,$/.test(tokens[start]?.text ?? '')) return;
  for (let at = start + 3; at < tokens.length - 1; at++) {
    if (!/,$/.test(tokens[at - 1]?.text ?? '')) continue;
    const opening = tokens.slice(start, at);
    if (opening.some((token) => INITIAL.test(token.text) || YEAR.test(token.text) || /^(?:<?https?:|doi:)/i.test(token.text)) || labels.slice(start, at).some((label) => ['url', 'doi', 'date', 'pages', 'volume'].includes(label))) return;
    if (!opening.some((token) => /^\p{Ll}{2,}/u.test(token.text) && !JOINER.test(token.text))) continue;
    let end = invertedNamesEnd(tokens, at);
    let familiesOnly = false;
    if (end < 0) [end, familiesOnly] = [familiesOnlyEnd(tokens, at), true];
    if (end < 0 || end >= tokens.length || !opensAfterNames(tokens, labels, end)) continue;
    // Family names alone say less than initials: only a journal's opening after them ("The International Journal of …") confirms them.
    if (familiesOnly && !JOURNAL_AFTER_FAMILIES.test(tokens.slice(end, end + 4).map((token) => token.text).join(' '))) continue;
    for (let k = start; k < at; k++) labels[k] = 'title';
    for (let k = at; k < end; k++) labels[k] = 'author';
    // Words after the names the tagger read as names belong to what follows them.
    let next = end;
    while (labels[next] === 'author' || labels[next] === 'title') next++;
    const follower = labels[next];
    if (next > end && follower && CONTAINER_LABELS.has(follower)) for (let k = end; k < next; k++) labels[k] = follower;
    return;
  }
}
