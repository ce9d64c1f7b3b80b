/** One evaluation figure: how many cases, and the share (0–1) the line describes. */
export interface CitationFigure {
  cases: number | null;
  share: number | null;
}

export interface CitationMeasuredFigures {
  /** When the evaluation ran ("November 2026"); null while the figures are placeholders. */
  date: string | null;
  split: 'dev' | 'holdout' | null;
  /** CSL processor test-suite fixtures formatted exactly as expected, with the fixture's own style. */
  cslSuiteExact: CitationFigure;
  /** citation-js real-reference cases (APA, Vancouver, Harvard in en-GB and fr-FR) formatted exactly. */
  realReferencesExact: CitationFigure;
  /** Free-text references parsed back into fields: share of fields right. */
  freeTextFields: CitationFigure;
}

// Dev figures from `npx tsx eval/citation/run.ts` and `npx tsx eval/citation-parse/run.ts` (see the
// tool's README); refresh them here when the engine changes. The page quotes only what was measured.
export const MEASURED: CitationMeasuredFigures = {
  date: 'November 2026',
  split: 'dev',
  // Through the tool's input schema, as a caller would send them (engine level: 149 of 154).
  cslSuiteExact: { cases: 154, share: 145 / 154 },
  // The sixth differs only by the en-GB locale's quotes (citation-js falls back to en-US there).
  realReferencesExact: { cases: 6, share: 5 / 6 },
  // Report half of the parse-back set (264 references in six styles), rules tuned on the other half.
  freeTextFields: { cases: 264, share: 0.931 },
};
