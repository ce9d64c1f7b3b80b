import { findWords, termOf } from '../read/content-words';
import type { IndexedSentence } from './index-material';
import escapeStringRegexp from 'escape-string-regexp';

export interface OptionTerms {
  /** Each term with how much it tells this option apart from the others (shared terms tell little). */
  terms: Array<{ term: string; word: string; weight: number }>;
  /** The option as a lower-case phrase, for a verbatim match. */
  phrase: string;
}

/** An option's terms weighted: terms other options share, and terms the question already says, weigh less. */
export function weighOptionTerms(options: string[], questionTerms: Set<string>): OptionTerms[] {
  const perOption = options.map((option) => {
    const words = findWords(option);
    const terms = words.flatMap((word) => {
      const term = termOf(word.text);
      return term ? [{ term, word: word.text.toLowerCase() }] : [];
    });
    // "All of the above", "none": no content word, so match the words themselves.
    return terms.length > 0 ? terms : words.map((word) => ({ term: word.text.toLowerCase(), word: word.text.toLowerCase() }));
  });
  const optionsWith = new Map<string, number>();
  for (const terms of perOption) for (const term of new Set(terms.map((entry) => entry.term))) optionsWith.set(term, (optionsWith.get(term) ?? 0) + 1);
  return perOption.map((terms, i) => ({
    terms: terms.map((entry) => ({
      ...entry,
      weight: (1 / (optionsWith.get(entry.term) ?? 1)) * (questionTerms.has(entry.term) ? 0.3 : 1),
    })),
    phrase: (options[i] ?? '').toLowerCase().replace(/\s+/g, ' ').trim(),
  }));
}

export interface OptionMatch {
  /** 0–1: the weighted share of the option's terms the sentence contains. */
  coverage: number;
  /** The option appears word for word. */
  verbatim: boolean;
  /** Word positions in the sentence where the option's terms were found. */
  positions: number[];
}

/** How much of an option a sentence states. */
export function matchOption(option: OptionTerms, sentence: IndexedSentence): OptionMatch {
  const lower = sentence.text.toLowerCase();
  let found = 0;
  let total = 0;
  const positions: number[] = [];
  for (const { term, word, weight } of option.terms) {
    total += weight;
    const at = sentence.words.findIndex((candidate) => candidate.term === term || candidate.text.toLowerCase() === term);
    if (at >= 0) {
      found += weight;
      positions.push(at);
    } else if (word.length >= 5 && lower.includes(word)) {
      // Glued words in copied text ("calledoxidants") still state the option, with less certainty.
      found += weight * 0.7;
    }
  }
  const verbatim = option.phrase.length > 0 && new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeStringRegexp(option.phrase)}(?![\\p{L}\\p{N}])`, 'u').test(lower);
  return { coverage: total > 0 ? found / total : 0, verbatim, positions };
}
