/**
 * Forces a user's glossary through engines that cannot take one (Apertium, LibreTranslate): each
 * occurrence of a term, inflected forms included ("server" → "servers"), becomes a placeholder the
 * engine carries through, restored as the term's translation (made plural and capitalised to
 * match, or kept as written when its plural is uncertain). For engines that apply the glossary themselves, the terms are counted in their output.
 */
import type { GlossaryTerm } from '../../contract';
import { findHeadIndex, findHeadWord, type NounFacts } from './noun-facts';
import { guessPlural } from './pluralize-word';
import { placeholderFor, type ProtectedSpan, type ProtectedText } from './protect-spans';
import escapeStringRegexp from 'escape-string-regexp';

export interface GlossaryCount {
  source: string;
  target: string;
  count: number;
}

export interface GlossaryLanguages {
  /** ISO 639-1 codes. */
  source: string;
  target: string;
  /** Plural and gender of target head nouns a dictionary confirmed (noun-facts.ts), keyed by the head in lower case. */
  nouns?: ReadonlyMap<string, NounFacts>;
}

/** Scripts written without spaces: a term there is found anywhere, not between word boundaries. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const ROMANCE = new Set(['es', 'pt', 'fr', 'it', 'ca', 'gl', 'ro', 'oc']);
const GERMANIC_ENDINGS = new Set(['de', 'nl', 'da', 'sv', 'no', 'nb', 'nn']);

/** The forms a word of `language` takes in the plural or the possessive, as a pattern. */
function inflectWordPattern(word: string, language: string): string {
  const escaped = escapeStringRegexp(word);
  if (!/\p{L}$/u.test(word)) return escaped;
  if (language === 'en') {
    const y = /[^aeiou]y$/i.test(word) ? `|${escapeStringRegexp(word.slice(0, -1))}ies` : '';
    return `(?:${escaped}(?:es|s)?(?:['’]s|['’])?${y})`;
  }
  if (language === 'it' && /[oae]$/i.test(word)) return `(?:${escapeStringRegexp(word.slice(0, -1))}[oaei])`;
  if (ROMANCE.has(language)) return `(?:${escaped}(?:es|s)?)`;
  if (GERMANIC_ENDINGS.has(language)) return `(?:${escaped}(?:e|en|n|er|ern|es|s)?)`;
  return escaped;
}

function buildTermPattern(term: string, language: string): RegExp {
  const words = term.trim().split(/\s+/);
  const body = words.map((word) => inflectWordPattern(word, language)).join('\\s+');
  if (UNSPACED.test(term)) return new RegExp(body, 'giu');
  return new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])${body}(?![\\p{L}\\p{N}\\p{M}])`, 'giu');
}

/** True when the text found is the plural of the glossary's form (and not merely a possessive). */
function isPluralForm(found: string, term: string, language: string): boolean {
  const a = found.toLowerCase().replace(/['’]s?$/, '');
  const b = term.toLowerCase();
  if (a === b) return false;
  if (language === 'en') return /(?:s|ies)$/.test(a.split(/\s+/).at(-1) ?? '');
  return ROMANCE.has(language) || GERMANIC_ENDINGS.has(language);
}

/** The plural of a target word: the dictionary's when it knows it, else the spelling's when certain; undefined otherwise. */
function pluralizeHead(word: string, languages: GlossaryLanguages): string | undefined {
  const known = languages.nouns?.get(word.toLowerCase())?.plural;
  const plural = known ?? guessPlural(word, languages.target).certain;
  if (plural === undefined || !/^\p{Lu}/u.test(word)) return plural;
  return plural.charAt(0).toLocaleUpperCase(languages.target) + plural.slice(1);
}

/** The target term inflected like the source occurrence: plural where the source was (when its plural is sure), and capitalised. */
export function inflectTarget(term: GlossaryTerm, found: string, languages: GlossaryLanguages): string {
  let target = term.target;
  if (isPluralForm(found, term.source, languages.source)) {
    const words = target.split(' ');
    const head = findHeadIndex(words, languages.target);
    // An uncertain plural ("tema": "temi" or "teme"?) stays as the user wrote it: right word, never a wrong form.
    words[head] = pluralizeHead(words[head] ?? '', languages) ?? words[head] ?? '';
    target = words.join(' ');
  }
  const startsUpper = (text: string) => /^\p{Lu}/u.test(text);
  if (startsUpper(found) && !startsUpper(term.source)) target = target.charAt(0).toLocaleUpperCase(languages.target) + target.slice(1);
  return target;
}

/** Terms used in the plural whose plural we could not be sure of: kept as written, and the page says so. */
export function findUncertainPlurals(text: string, glossary: readonly GlossaryTerm[], languages: GlossaryLanguages): GlossaryTerm[] {
  return glossary.filter((term) => {
    const head = findHeadWord(term.target, languages.target);
    if (pluralizeHead(head, languages) !== undefined) return false;
    return (text.match(buildTermPattern(term.source, languages.source)) ?? []).some((found) => isPluralForm(found, term.source, languages.source));
  });
}

/** Gender and number of a forced term as it stands in the translation: what its article must agree with. */
export function describeForcedTerm(span: ProtectedSpan, glossary: readonly GlossaryTerm[], languages: GlossaryLanguages): { text: string; plural: boolean; gender?: 'm' | 'f' } | undefined {
  const term = span.term === undefined ? undefined : glossary[span.term];
  if (span.kind !== 'glossary' || !term) return undefined;
  const head = findHeadWord(term.target, languages.target);
  const plural = isPluralForm(span.original, term.source, languages.source) && pluralizeHead(head, languages) !== undefined;
  const gender = languages.nouns?.get(head.toLowerCase())?.gender;
  return { text: span.restoreAs, plural, ...(gender ? { gender } : {}) };
}

const PLACEHOLDER_SPLIT = /(⟦\d+⟧)/;

/**
 * Puts a placeholder over every occurrence of a glossary term in an already protected text (never
 * inside another placeholder). Longer terms go first, so "pull request" wins over "request".
 */
export function protectGlossaryTerms(input: ProtectedText, glossary: readonly GlossaryTerm[], languages: GlossaryLanguages): ProtectedText {
  const spans: ProtectedSpan[] = [...input.spans];
  let text = input.text;
  const order = glossary.map((term, index) => ({ term, index })).sort((a, b) => b.term.source.length - a.term.source.length);
  for (const { term, index } of order) {
    const pattern = buildTermPattern(term.source, languages.source);
    text = text
      .split(PLACEHOLDER_SPLIT)
      .map((part) =>
        PLACEHOLDER_SPLIT.test(part)
          ? part
          : part.replace(pattern, (found) => {
              spans.push({ kind: 'glossary', original: found, restoreAs: inflectTarget(term, found, languages), term: index });
              return placeholderFor(spans.length - 1);
            }),
      )
      .join('');
  }
  return { text, spans };
}

/** How often each term was forced, from the glossary spans of one text (or of all its segments). */
export function countGlossaryApplied(spans: readonly ProtectedSpan[], glossary: readonly GlossaryTerm[]): GlossaryCount[] {
  return glossary.map((term, index) => ({
    source: term.source,
    target: term.target,
    count: spans.filter((span) => span.kind === 'glossary' && span.term === index).length,
  }));
}

/**
 * For an engine that applied the glossary itself (DeepL, the model): per term used in the source,
 * how often its translation (inflected forms included) appears in the output.
 */
export function countGlossaryInTranslation(
  source: string,
  translation: string,
  glossary: readonly GlossaryTerm[],
  languages: GlossaryLanguages,
): GlossaryCount[] {
  return glossary.map((term) => {
    const used = countTermOccurrences(source, term.source, languages.source);
    const seen = countTermOccurrences(translation, term.target, languages.target);
    return { source: term.source, target: term.target, count: Math.min(used, seen) };
  });
}

/** How often a term, in any of its inflected forms, occurs in a text of `language`. */
export function countTermOccurrences(text: string, term: string, language: string): number {
  return text.match(buildTermPattern(term, language))?.length ?? 0;
}

/** Terms of the glossary that occur in the text: what a run actually has to force or check. */
export function findGlossaryTermsInText(text: string, glossary: readonly GlossaryTerm[], language: string): GlossaryTerm[] {
  return glossary.filter((term) => buildTermPattern(term.source, language).test(text));
}
