import { BookOpenCheck, TriangleAlert } from 'lucide-react';
import { HowGoodCard } from '../../../../web/components/tool-page/how-good-card';
import { MeasuredFigures } from './measured-figures';

/** How far to trust an answer: where it comes from, when it abstains, and what we measured. */
export function HowGood() {
  return (
    <HowGoodCard testId="quiz-how-good" figures={<MeasuredFigures />}>
      <div className="flex gap-3 rounded-lg border bg-muted/40 p-3">
        <BookOpenCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>
          <span className="font-medium">Answers come from your material.</span> We find the sentences of your notes that answer
          the question and weigh every option against them; the answer is shown with those sentences highlighted, so you can
          check it yourself.
        </p>
      </div>
      <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
        <li>
          <span className="font-medium text-foreground">No guessing.</span> An answer is shown only when answers that sure were
          right at least 9 times in 10 on our test questions. Otherwise you get hints and the passages most likely to hold it.
        </li>
        <li>
          <span className="font-medium text-foreground">Calculations</span> are worked by our math engine, step by step, and each
          step is checked.
        </li>
        <li>
          <span className="font-medium text-foreground">Learning, not copying.</span> The first hint never gives the answer away:
          take hints until it clicks, then compare with the answer.
        </li>
      </ul>
      <div className="flex gap-3 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <p>
          <span className="font-medium">Only as good as the material.</span> If your notes are wrong or do not cover the
          question, the answer cannot be better: read the highlighted evidence before you rely on it.
        </p>
      </div>
    </HowGoodCard>
  );
}
