import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { HowGoodCard } from '../../../../web/components/tool-page/how-good-card';
import { MeasuredFigures } from './measured-figures';

/** How far to trust a solution: what is checked, what is not, and what we measured. */
export function HowGood() {
  return (
    <HowGoodCard testId="math-how-good" figures={<MeasuredFigures />}>
      <div className="flex gap-3 rounded-lg border bg-muted/40 p-3">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>
          <span className="font-medium">Every step is checked.</span> A computer algebra system confirms that each step has the
          same value, or the same solutions, as the one before it. A step it cannot confirm is shown in amber and marked
          &lsquo;Not verified&rsquo;, never as a normal step.
        </p>
      </div>
      <ul className="list-disc space-y-2 pl-5 text-muted-foreground">
        <li>
          <span className="font-medium text-foreground">No steps, still an answer.</span> When the algebra system can answer a
          problem we have no step-by-step method for, you get the answer with a note saying so.
        </li>
        <li>
          <span className="font-medium text-foreground">Word problems</span> are first turned into equations. That reading can
          go wrong even when the algebra is right: check the equations say what the story says.
        </li>
        <li>
          <span className="font-medium text-foreground">Learning, not copying.</span> Turn on &lsquo;Show hints only&rsquo; to
          work a problem out yourself, and check your own answer at the end.
        </li>
      </ul>
      <div className="flex gap-3 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <p>
          <span className="font-medium">Read it like a worked example.</span> The check covers the algebra, not whether the
          problem was read the way you meant it: look at &lsquo;Your problem&rsquo; above the answer first.
        </p>
      </div>
    </HowGoodCard>
  );
}
