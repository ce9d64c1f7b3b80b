/** One discouraged term and what to write instead. */
export interface TermRule {
  /** The discouraged phrase; matched as whole words, case-insensitively, any whitespace between words. */
  term: string;
  /** Preferred wording, best first; empty when the fix needs a rewrite. */
  prefer: string[];
  /** Why: shown to the writer. */
  reason: string;
  /** Set for fixes that are safe to apply without reading the sentence (brand spellings, unit symbols). */
  confident?: boolean;
  /** Match the exact letter case only (e.g. "U" for units must not match "u" in a word list). */
  caseSensitive?: boolean;
}
