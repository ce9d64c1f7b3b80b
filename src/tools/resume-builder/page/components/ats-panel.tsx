import { CircleCheck, CircleX, ScanSearch } from 'lucide-react';
import { Button } from '../../../../web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { Spinner } from '../../../../web/components/ui/spinner';
import type { Resume } from '../../contract';
import { describeResumePath } from '../../shared/describe-resume-path';
import type { ResumeResult } from '../api/run-resume';

interface AtsPanelProps {
  ats: ResumeResult['ats'] | null;
  warnings: ResumeResult['warnings'];
  /** The resume the warnings are about: a warning names its field by its entry ("your job at Acme"). */
  resume: Resume;
  /** The resume changed since this check ran. */
  stale: boolean;
  pending: boolean;
  /** Runs the check again; a saved run in History has no button. */
  onCheck?: () => void;
}

/** The ATS check: our own PDF read back, what hurts parsing, and a score with its reasons. One request. */
export function AtsPanel({ ats, warnings, resume, stale, pending, onCheck }: AtsPanelProps) {
  const failed = ats?.checks.filter((check) => !check.passed) ?? [];
  const passed = ats?.checks.filter((check) => check.passed) ?? [];
  return (
    <Card data-testid="ats-panel" data-tool-result>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">ATS check</CardTitle>
        {onCheck && (
          <Button type="button" size="sm" onClick={onCheck} disabled={pending} data-tool-run>
            {pending ? <Spinner /> : <ScanSearch />}
            {ats ? 'Check again' : 'Run the ATS check'}
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {!ats ? (
          <p className="text-muted-foreground">Exports your resume as a PDF, reads it back the way an applicant tracking system does and lists what would trip it up.</p>
        ) : (
          <>
            <p className="flex items-baseline gap-2">
              <span className="text-3xl font-bold tabular-nums" data-testid="ats-score">
                {Math.round(ats.score)}
              </span>
              <span className="text-muted-foreground">/ 100{stale && ' · the resume changed since this check'}</span>
            </p>
            <ul className="space-y-1.5" aria-label="ATS checks">
              {[...failed, ...passed].map((check) => (
                <li key={check.id} className="flex gap-2" data-testid="ats-check" data-passed={check.passed}>
                  {check.passed ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label="Passed" />
                  ) : (
                    <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Needs attention" />
                  )}
                  <span>{check.message}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {warnings.length > 0 && (
          <div className="space-y-1 rounded-md bg-muted/60 p-3" data-testid="resume-warnings">
            <p className="font-medium">Worth a look</p>
            <ul className="space-y-1">
              {warnings.map((warning, index) => (
                <li key={index}>
                  <span className="font-medium">{capitalize(describeResumePath(warning.path, resume))}:</span> {warning.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
