import type { Figure } from '../../../../domain/figures';
import { figureOf, figuresOf } from '../../../../web/lib/figures';

const TOOL = 'translate';

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
  return figuresOf(TOOL, 'chrf/')
    .map((chrF) => {
      const [, pair = '', engine = ''] = chrF.id.split('/');
      return { pair, engine, chrF, bleu: figureOf(TOOL, `bleu/${pair}/${engine}`) };
    })
    .filter((row) => row.engine !== 'raw-apertium');
}

/**
 * The figures the page quotes, as `npx tsx src/tools/translate/eval/run.ts` last wrote them to
 * src/tools/translate/eval/figures.json (Tatoeba dev pairs, and the eval's own placeholder and glossary cases).
 * Nothing here is typed by hand.
 */
export const TRANSLATE_FIGURES = {
  pairs: listPairs(),
  /** URLs, e-mails, numbers and code spans that came through Apertium unchanged. */
  placeholdersKept: figureOf(TOOL, 'placeholders-kept/apertium'),
  /** Glossary terms found in Apertium's output. */
  glossaryApplied: figureOf(TOOL, 'glossary-applied/apertium'),
};

/** How the page names an engine ("apertium (via es)" was the old wording; the figure's own label says it). */
export function describeEngine(row: PairFigure): string {
  return row.chrF.label.split(', ').slice(2).join(', ') || row.engine;
}
