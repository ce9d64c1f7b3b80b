/**
 * Forces a user's glossary through engines that cannot take one (Apertium, LibreTranslate): each
 * occurrence of a term, inflected forms included ("server" → "servers"), becomes a placeholder the
 * engine carries through, restored as the term's translation (made plural and capitalised to
 * match). For engines that apply the glossary themselves, the terms are counted in their output.
 */
import type { GlossaryTerm } from '../contract';
import { placeholderFor, type ProtectedSpan, type ProtectedText } from './protect-spans';

export interface GlossaryCount {
  source: string;
  target: string;
  count: number;
}

export interface GlossaryLanguages {
  /** ISO 639-1 codes. */
  source: string;
  target: string;
}

/** Scripts written without spaces: a term there is found anywhere, not between word boundaries. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const ROMANCE = new Set(['es', 'pt', 'fr', 'it', 'ca', 'gl', 'ro', 'oc']);
const GERMANIC_ENDINGS = new Set(['de', 'nl', 'da', 'sv', 'no', 'nb', 'nn']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The forms a word of `language` takes in the plural or the possessive, as a pattern. */
function inflectWordPattern(word: string, language: string): string {
  const escaped = escapeRegExp(word);
  if (!/\p{L}$/u.test(word)) return escaped;
  if (language === 'en') {
    const y = /[^aeiou]y$/i.test(word) ? `|${escapeRegExp(word.slice(0, -1))}ies` : '';
    return `(?:${escaped}(?:es|s)?(?:['’]s|['’])?${y})`;
  }
  if (language === 'it' && /[oae]$/i.test(word)) return `(?:${escapeRegExp(word.slice(0, -1))}[oaei])`;
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

function pluralizeWord(word: string, language: string): string {
  const lower = word.toLowerCase();
  switch (language) {
    case 'en':
      if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
      return /(?:s|x|z|ch|sh)$/.test(lower) ? `${word}es` : `${word}s`;
    case 'es':
    case 'gl':
      if (/[aeiouáéó]$/.test(lower)) return `${word}s`;
      if (lower.endsWith('z')) return `${word.slice(0, -1)}ces`;
      if (/[íú]$/.test(lower)) return `${word}es`;
      return `${stripFinalAccent(word)}es`;
    case 'pt':
      if (lower.endsWith('ão')) return `${word.slice(0, -2)}ões`;
      if (lower.endsWith('m')) return `${word.slice(0, -1)}ns`;
      if (/[aeo]l$/.test(lower)) return `${word.slice(0, -1)}is`;
      return /[rsz]$/.test(lower) ? `${word}es` : `${word}s`;
    case 'fr':
      if (/[sxz]$/.test(lower)) return word;
      if (/(?:eau|eu|au)$/.test(lower)) return `${word}x`;
      if (lower.endsWith('al')) return `${word.slice(0, -2)}aux`;
      return `${word}s`;
    case 'it':
      if (lower.endsWith('o') || lower.endsWith('e')) return `${word.slice(0, -1)}i`;
      if (lower.endsWith('a')) return `${word.slice(0, -1)}e`;
      return word;
    case 'ca':
      if (lower.endsWith('a')) return `${word.slice(0, -1)}es`;
      return /[sxç]$/.test(lower) ? `${word}os` : `${word}s`;
    default:
      // German, Chinese…: plurals we cannot form reliably; the term as given is the honest choice.
      return word;
  }
}

/** "canción" → "cancion" before "-es": Spanish drops a final-syllable accent in the plural. */
function stripFinalAccent(word: string): string {
  return word.replace(/([áéíóú])([nsl])$/i, (_, vowel: string, consonant: string) => `${vowel.normalize('NFD')[0] ?? vowel}${consonant}`);
}

/** The target term inflected like the source occurrence: plural where the source was, and capitalised. */
export function inflectTarget(term: GlossaryTerm, found: string, languages: GlossaryLanguages): string {
  let target = term.target;
  if (isPluralForm(found, term.source, languages.source)) {
    const words = target.split(' ');
    const head = ROMANCE.has(languages.target) ? 0 : words.length - 1;
    words[head] = pluralizeWord(words[head] ?? '', languages.target);
    target = words.join(' ');
  }
  const startsUpper = (text: string) => /^\p{Lu}/u.test(text);
  if (startsUpper(found) && !startsUpper(term.source)) target = target.charAt(0).toLocaleUpperCase(languages.target) + target.slice(1);
  return target;
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
