import { figureOf } from '../../../../web/lib/figures';

const TOOL = 'citation-helper';

/**
 * The figures the page quotes, as `npx tsx src/tools/citation-helper/eval/run.ts` and `npx tsx src/tools/citation-helper/eval/parse/run.ts
 * --half report` last wrote them (src/tools/citation-helper/eval/figures.json, src/tools/citation-helper/eval/parse/figures.json; dev data).
 * Nothing here is typed by hand.
 */
export const CITATION_FIGURES = {
  /** CSL processor test-suite fixtures formatted exactly, through the tool's input schema as a caller sends them. */
  cslSuiteExact: figureOf(TOOL, 'csl-suite-exact'),
  /** citation-js real-reference cases (APA, Vancouver, Harvard in en-GB and fr-FR) formatted exactly. */
  realReferencesExact: figureOf(TOOL, 'real-references-exact'),
  /** Free-text references parsed back into fields (report half, rules tuned on the other half): fields right. */
  freeTextFields: figureOf(TOOL, 'free-text-fields'),
};
