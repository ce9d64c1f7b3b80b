/** chrF and BLEU of one engine on one pair (0–100, sacreBLEU definitions). */
export interface PairFigure {
  pair: string;
  engine: string;
  sentences: number;
  chrF: number;
  bleu: number;
}

export interface TranslateMeasuredFigures {
  /** When the evaluation ran ("November 2026"); null while the figures are placeholders. */
  date: string | null;
  split: 'dev' | null;
  pairs: PairFigure[];
  /** Share (0–1) of URLs, e-mails, numbers and code spans that came through unchanged. */
  placeholdersKept: { cases: number; share: number } | null;
  /** Share (0–1) of glossary terms found in the output, over every engine tried. */
  glossaryApplied: { cases: number; share: number } | null;
}

// Dev figures from `npx tsx eval/translate/run.ts` (Tatoeba pairs; see the tool's README); refresh them
// here when an engine changes. The page quotes only what was measured.
export const MEASURED: TranslateMeasuredFigures = {
  date: 'November 2026',
  split: 'dev',
  // Offline (Apertium). Raw `apertium eng-spa` on the same 140 sentences: chrF 51.3, BLEU 22.7.
  pairs: [
    { pair: 'en-es', engine: 'apertium', sentences: 140, chrF: 51.6, bleu: 23.3 },
    { pair: 'en-fr', engine: 'apertium (via es)', sentences: 140, chrF: 47.0, bleu: 22.3 },
  ],
  placeholdersKept: { cases: 41, share: 1 },
  // 32 of 32 with Apertium, including plurals that only a dictionary settles ("sistemi", "botões", "exámenes")
  // and the article before a forced term ("la factura"); an uncertain plural is kept as the user wrote it.
  glossaryApplied: { cases: 32, share: 1 },
};
