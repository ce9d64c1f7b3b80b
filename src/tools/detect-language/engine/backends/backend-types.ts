export type BackendId = 'fasttext' | 'eld' | 'tinyld' | 'cld3' | 'franc';

export const BACKEND_IDS: readonly BackendId[] = ['fasttext', 'eld', 'tinyld', 'cld3', 'franc'];

/** One library's opinion about one language, with the code already canonical (see language-codes). */
export interface Prediction {
  code: string;
  /** In [0, 1], best first. Each backend normalises its own scale into a distribution. */
  score: number;
}

/** A loaded language-identification library behind one synchronous call. */
export interface LanguageBackend {
  id: BackendId;
  /** Canonical codes the library can answer: a library cannot vote for what it does not know. */
  languages: ReadonlySet<string>;
  detect(text: string): Prediction[];
}
