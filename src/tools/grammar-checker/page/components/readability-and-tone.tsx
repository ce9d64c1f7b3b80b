import { Card, CardContent } from '../../../../web/components/ui/card';
import { cn } from '../../../../web/lib/cn';
import type { Readability, Tone } from '../../contract';
import { ReadabilitySummary } from './readability-summary';
import { ToneSummary } from './tone-summary';

/** The two summary cards under a check, on the tool page and on a saved run alike. */
export function ReadabilityAndTone({ result, className }: { result: { readability: Readability; tone: Tone }; className?: string }) {
  return (
    <div className={cn('grid gap-5 md:grid-cols-2', className)}>
      <Card>
        <CardContent className="pt-6">
          <ReadabilitySummary readability={result.readability} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <ToneSummary tone={result.tone} />
        </CardContent>
      </Card>
    </div>
  );
}
