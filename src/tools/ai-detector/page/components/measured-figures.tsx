import { formatFigureValue } from '../../../../domain/figures';
import { MeasuredFiguresTable, type MeasuredRow } from '../../../../web/components/tool-page/measured-figures-table';
import { describeWhen, sharedSplit } from '../../../../web/lib/figures';
import { AI_FIGURES, LANGUAGE_FIGURES, range, sourceName } from '../lib/measured-figures';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish' };

const bySource = range(AI_FIGURES.aurocBySource);
const highlighting = range(AI_FIGURES.highlighting);
const value = formatFigureValue;

const ROWS: ReadonlyArray<MeasuredRow> = [
  [
    'Ranking quality (AUROC) on sources held out of training',
    `${value(AI_FIGURES.auroc)} pooled; ${value(bySource.low)} on ${sourceName(bySource.low)} to ${value(bySource.high)} on ${sourceName(bySource.high)}`,
  ],
  ['AI texts caught when 1% / 5% of human texts are flagged', `${value(AI_FIGURES.tprAt1Fpr)} / ${value(AI_FIGURES.tprAt5Fpr)}`],
  ["Human texts called 'likely AI'", `${value(AI_FIGURES.verdictFpr)} (and ${value(AI_FIGURES.verdictTpr)} of AI texts: most land in 'mixed')`],
  ["Non-native English essays (TOEFL) called 'likely AI'", `${AI_FIGURES.toefl.count ?? '?'} of ${AI_FIGURES.toefl.n} (${value(AI_FIGURES.toefl)})`],
  [
    'Highlighting: AI sentences ranked above human ones in a text that joins the two',
    `AUROC ${value(highlighting.low)} (${sourceName(highlighting.low)}) to ${value(highlighting.high)} (${sourceName(highlighting.high)})`,
  ],
  ...LANGUAGE_FIGURES.map(({ lang, auroc, aurocBefore, caught, humanFlagged }): MeasuredRow => [
    `${LANGUAGE_NAMES[lang] ?? lang}: current-model texts vs pre-2019 human texts (our corpus, out of fold)`,
    `AUROC ${value(auroc)} (previous model ${value(aurocBefore)}); ${value(caught)} of model texts called 'likely AI', ${value(humanFlagged)} of human texts`,
  ]),
  [
    'A source never trained on (HC3 English answers)',
    `AUROC ${value(AI_FIGURES.unseenHc3English)}: close to chance (${value(AI_FIGURES.unseenHc3EnglishTooShort)} too short to judge)`,
  ],
];

const ALL = [...Object.values(AI_FIGURES).flat(), ...LANGUAGE_FIGURES.flatMap((row) => [row.auroc, row.aurocBefore, row.caught, row.humanFlagged])];

const FOOTNOTE = (
  <>
    Embedded model, {AI_FIGURES.trainingTexts.value.toLocaleString('en-US')} English training texts from MIT-licensed public
    datasets (student essays, non-native essays, news summaries, stories, PubMed abstracts), plus our corpus of current-model
    and pre-2019 human texts in English, German, French and Spanish (Universal Dependencies treebanks, CC BY, CC BY-SA and LGPL-LR). Each
    source of the development set was scored by a model trained without it; corpus texts by models trained without their
    fold. The corpus&apos;s model-written texts come from one model family: other chatbots may score lower. For comparison: GPTZero and Originality.ai claim about 99% on their own tests; the
    Binoculars paper reports 79% accuracy on the RAID benchmark.
  </>
);

/** Our own evaluation figures, in plain words, with the method, as src/tools/ai-detector/eval/figures.json holds them. */
export function MeasuredFigures() {
  return <MeasuredFiguresTable testIdPrefix="ai" date={describeWhen(ALL)} split={sharedSplit(ALL)} rows={ROWS} footnote={FOOTNOTE} />;
}
