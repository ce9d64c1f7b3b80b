import type { Figure } from '../../../../domain/figures';
import figuresJson from '../../eval/figures.json';
import { readFigureFiles } from '../../../../web/lib/figures';

const { figureOf, figuresOf } = readFigureFiles([figuresJson]);

/** chrF and BLEU of one engine on one pair (0–100, sacreBLEU definitions). */
export interface PairFigure {
  pair: string;
  engine: string;
  chrF: Figure;
  bleu: Figure;
}

/**
 * Every engine the evaluation ran through our pipeline, per pair: chrF figures `chrf/<pair>/<engine>` with
 * their BLEU twin. The raw Apertium baseline (`raw-apertium`) is the README's comparison, not a promise of
 * the tool, so the page leaves it out.
 */
function listPairs(): PairFigure[] {
  return figuresOf('chrf/')
    // The raw baseline has no BLEU twin and is not a promise of the tool.
    .filter((chrF) => chrF.id.split('/').length === 3 && !chrF.id.endsWith('/raw-apertium'))
    .map((chrF) => {
      const [, pair = '', engine = ''] = chrF.id.split('/');
      return { pair, engine, chrF, bleu: figureOf(`bleu/${pair}/${engine}`) };
    })
    .filter((row) => row.engine !== 'raw-apertium')
    .sort((a, b) => a.pair.localeCompare(b.pair) || a.engine.localeCompare(b.engine));
}

/**
 * The figures the page quotes, as `npx tsx src/tools/translate/eval/run.ts` last wrote them to
 * src/tools/translate/eval/figures.json (Tatoeba dev pairs, and the eval's own placeholder and glossary cases).
 * Nothing here is typed by hand.
 */
export const TRANSLATE_FIGURES = {
  pairs: listPairs(),
  /** URLs, e-mails, numbers and code spans that came through Apertium unchanged. */
  placeholdersKept: figureOf('placeholders-kept/apertium'),
  /** Glossary terms found in Apertium's output. */
  glossaryApplied: figureOf('glossary-applied/apertium'),
  /** Unknown-word marks (*, #, @) left in Apertium's output over every Tatoeba dev direction: should be 0. */
  unknownMarksLeft: figureOf('unknown-marks-left/apertium'),
};

/** How the page names an engine ("apertium (via es)" was the old wording; the figure's own label says it). */
export function describeEngine(row: PairFigure): string {
  return row.chrF.label.split(', ').slice(2).join(', ') || row.engine;
}

/** The offline pairs ("ca-en") among `pairs` that have no Apertium figure: named on the page, never given a number. */
export function listUnmeasuredPairs(pairs: ReadonlyArray<readonly [string, string]>, measured: readonly PairFigure[] = TRANSLATE_FIGURES.pairs): string[] {
  const known = new Set(measured.filter((row) => row.engine === 'apertium').map((row) => row.pair));
  return [...new Set(pairs.map(([from, to]) => `${from}-${to}`))].filter((pair) => !known.has(pair)).sort();
}
