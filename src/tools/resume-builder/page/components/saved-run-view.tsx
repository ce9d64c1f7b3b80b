import { Badge } from '../../../../web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { SavedRunUnreadable } from '../../../../web/components/saved-run/saved-run-unreadable';
import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { PAPER_SIZES, resumeContract, TEMPLATE_IDS, type TemplateId } from '../../contract';
import { AtsPanel } from './ats-panel';
import { ResumePreview } from './resume-preview';

// A saved run is read for what this view shows, so runs saved before a field was added still read.
const savedSchema = resumeContract.result.pick({ resume: true, ats: true, match: true, warnings: true });

/** A saved resume run shown as the page shows it: the resume laid out, its ATS check and its job match. */
export default function SavedRunView({ result, input }: SavedRunViewProps) {
  const parsed = savedSchema.safeParse(result);
  if (!parsed.success) return <SavedRunUnreadable what="resume" />;
  const template = pickOne(TEMPLATE_IDS, readField(input, 'template')) ?? ('classic' satisfies TemplateId);
  const paper = pickOne(PAPER_SIZES, readField(input, 'paper')) ?? 'a4';
  const { resume, ats, match, warnings } = parsed.data;
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 overflow-x-auto rounded-lg border bg-muted/30 p-3">
        <ResumePreview resume={resume} template={template} paper={paper} />
      </div>
      <div className="space-y-5">
        <AtsPanel ats={ats} warnings={warnings} resume={resume} stale={false} pending={false} />
        {match && (
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Job match</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3 text-sm">
              <p className="flex items-baseline gap-2">
                <span className="text-3xl font-bold tabular-nums">{Math.round(match.score)}%</span>
                <span className="text-muted-foreground">of the job&apos;s keywords are in the resume</span>
              </p>
              {match.missing.length > 0 && (
                <div className="space-y-1">
                  <p className="font-medium">Missing keywords</p>
                  <p className="flex flex-wrap gap-1.5">
                    {match.missing.map((keyword) => (
                      <Badge key={keyword} variant="outline">
                        {keyword}
                      </Badge>
                    ))}
                  </p>
                </div>
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}

const readField = (input: unknown, key: string): unknown => (input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined);

function pickOne<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return choices.find((choice) => choice === value);
}
