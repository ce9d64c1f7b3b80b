import { MeasuredFiguresTable, type MeasuredRow } from '../../../components/tool-page/measured-figures-table';
import { MEASURED } from '../lib/measured-figures';

const percent = (value: number) => `${(value * 100).toFixed(value < 0.1 ? 1 : 0)}%`;

const ROWS: ReadonlyArray<MeasuredRow> = [
  [
    'Ranking quality (AUROC) on sources held out of training',
    `${MEASURED.heldOut.auroc.toFixed(3)} pooled; ${MEASURED.heldOut.aurocRange.low.toFixed(3)} on ${MEASURED.heldOut.aurocRange.lowSource} to ${MEASURED.heldOut.aurocRange.high.toFixed(3)} on ${MEASURED.heldOut.aurocRange.highSource}`,
  ],
  ['AI texts caught when 1% / 5% of human texts are flagged', `${percent(MEASURED.heldOut.tprAt1Fpr)} / ${percent(MEASURED.heldOut.tprAt5Fpr)}`],
  [
    "Human texts called 'likely AI'",
    `${percent(MEASURED.heldOut.verdictFpr)} (and ${percent(MEASURED.heldOut.verdictTpr)} of AI texts: most land in 'mixed')`,
  ],
  [
    "Non-native English essays (TOEFL) called 'likely AI'",
    `${MEASURED.toefl.flagged} of ${MEASURED.toefl.essays} (${percent(MEASURED.toefl.rate)})`,
  ],
  [
    'Highlighting: AI sentences ranked above human ones in a text that joins the two',
    `AUROC ${MEASURED.highlighting.low.toFixed(2)} (${MEASURED.highlighting.lowSource}) to ${MEASURED.highlighting.high.toFixed(2)} (${MEASURED.highlighting.highSource})`,
  ],
  [
    'A source never trained on (HC3 English answers)',
    `AUROC ${MEASURED.unseenHc3English.auroc.toFixed(3)}: close to chance (${percent(MEASURED.unseenHc3English.tooShort)} too short to judge)`,
  ],
];

const FOOTNOTE = (
  <>
    Embedded model, {MEASURED.trainingTexts.toLocaleString('en-US')} training texts from MIT-licensed public datasets
    (student essays, non-native essays, news summaries, stories, PubMed abstracts). Each source was scored by a model
    trained without it. For comparison: GPTZero and Originality.ai claim about 99% on their own tests; the Binoculars
    paper reports 79% accuracy on the RAID benchmark.
  </>
);

/** Our own evaluation figures, in plain words, with the method. */
export function MeasuredFigures() {
  return <MeasuredFiguresTable testIdPrefix="ai" date={MEASURED.date} rows={ROWS} footnote={FOOTNOTE} />;
}
