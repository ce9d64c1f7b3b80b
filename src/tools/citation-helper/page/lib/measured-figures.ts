import figuresJson from '../../eval/figures.json';
import parseFiguresJson from '../../eval/parse/figures.json';
import { readFigureFiles } from '../../../../web/lib/figures';

const { figureOf } = readFigureFiles([figuresJson, parseFiguresJson]);

/**
 * The figures the page quotes, as `npx tsx src/tools/citation-helper/eval/run.ts` and `npx tsx src/tools/citation-helper/eval/parse/run.ts
 * --half report` last wrote them (src/tools/citation-helper/eval/figures.json, src/tools/citation-helper/eval/parse/figures.json; dev data).
 * Nothing here is typed by hand.
 */
export const CITATION_FIGURES = {
  /** CSL processor test-suite fixtures formatted exactly, through the tool's input schema as a caller sends them. */
  cslSuiteExact: figureOf('csl-suite-exact'),
  /** citation-js real-reference cases (APA, Vancouver, Harvard in en-GB and fr-FR) formatted exactly. */
  realReferencesExact: figureOf('real-references-exact'),
  /** Real references from bibliographies no rule was tuned on and the tagger never trained on (the eighth set: LAMMPS, i-PI, Pingouin, lifelines, pyroomacoustics, fluids, thermo), measured once: fields right. What a user's paste looks like. */
  unseenSourceFields: figureOf('free-text-real-collected-8-fields'),
  /** Real references of the GROBID citation corpus, five-fold cross-validated: fields right. */
  grobidCorpusFields: figureOf('free-text-real-grobid-fields'),
  /** References our own citeproc rendered, parsed back (report half): flatters the parser, so it comes last. */
  renderedFields: figureOf('free-text-fields'),
};
