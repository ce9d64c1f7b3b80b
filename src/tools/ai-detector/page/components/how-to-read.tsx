import { Scale, ShieldAlert } from 'lucide-react';
import { HowGoodCard } from '../../../../web/components/tool-page/how-good-card';
import { formatFigureValue } from '../../../../domain/figures';
import { AI_FIGURES } from '../lib/measured-figures';
import { MeasuredFigures } from './measured-figures';

/** The honest reading guide: what the number means, how well it works, who it can be unfair to, and that it is not proof. */
export function HowToRead() {
  return (
    <HowGoodCard testId="ai-how-to-read" title="How to read this" figures={<MeasuredFigures />}>
      <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
        <li>
          <span className="font-medium text-foreground">The percentage</span> is a calibrated probability: the model&apos;s
          score tuned on texts from sources it was not trained on. On kinds of writing unlike its training data, or from
          newer chatbots, treat it as rougher.
        </li>
        <li>
          <span className="font-medium text-foreground">&lsquo;Likely AI&rsquo;</span> needs strong evidence: each
          language&apos;s bar is set on texts held out of training, so that &lsquo;likely AI&rsquo; was right at least 95% of
          the time and no group of human writers, non-native students included, had more than 2% of its texts flagged (and
          no more than 1% of all the language&apos;s human texts). English has two models, one for 2022–23 chatbot text and one
          for current models; the surer one decides. Below 30% the verdict is &lsquo;likely human&rsquo;; in between it is
          &lsquo;mixed&rsquo;, where much unedited chatbot text still lands.
        </li>
        <li>
          <span className="font-medium text-foreground">Languages.</span> Trained models: English, German, French and Spanish
          (each with its own model and thresholds). The German, French and Spanish human training texts are news, Wikipedia
          and web prose (French also parliament speeches and medicine leaflets), so a human e-mail, letter or essay in those
          languages is judged with less evidence, and model-written news is the kind these models most often miss. Only
          Spanish was trained on fiction: an English, German or French text that reads like a story gets a note that its
          verdict carries little weight. Every
          other language (Chinese included) is scored with language-independent statistics and held closer to 50%.
        </li>
        <li>
          <span className="font-medium text-foreground">Short texts</span> (under 50 words, or 100 Chinese characters) get no
          score.
        </li>
      </ul>
      <div className="flex gap-3 rounded-lg border bg-muted/40 p-3">
        <Scale className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>
          <span className="font-medium">Fairness.</span> Non-native writing is often flagged by detectors: Liang et al.
          (2023) found seven commercial detectors flagged over 61% of TOEFL essays as AI. Ours called{' '}
          {AI_FIGURES.toefl.count} of {AI_FIGURES.toefl.n} TOEFL essays of our development set &lsquo;likely AI&rsquo; (
          {formatFigureValue(AI_FIGURES.toefl)}) when they were held out of training — but their scores do run higher
          than native writers&apos;, so a &lsquo;mixed&rsquo; result on such a text means little.
        </p>
      </div>
      <div className="flex gap-3 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3">
        <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <p>
          <span className="font-medium">Not proof.</span> No detector, this one included, can prove who wrote a text. Editing
          and paraphrasing change the score, and formulaic human writing can look machine-made. Use a result to start a
          conversation, never as the only evidence for a grade or a sanction.
        </p>
      </div>
    </HowGoodCard>
  );
}
