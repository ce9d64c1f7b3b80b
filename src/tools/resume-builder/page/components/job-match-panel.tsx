import { Target } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../../web/components/ui/badge';
import { Button } from '../../../../web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../web/components/ui/card';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import { Textarea } from '../../../../web/components/ui/textarea';
import { UpgradePrompt } from '../../../../web/components/upgrade-prompt';
import type { ResumeResult } from '../api/run-resume';

interface JobMatchPanelProps {
  match: ResumeResult['match'] | null;
  advanced: boolean;
  pending: boolean;
  onMatch: (jobDescription: string) => void;
}

/** Paste a job ad: which of its keywords the resume has, which it lacks, and where each would go. One request. */
export function JobMatchPanel({ match, advanced, pending, onMatch }: JobMatchPanelProps) {
  const id = useId();
  const [job, setJob] = useState('');
  const suggestionFor = (keyword: string) => match?.suggestions?.find((suggestion) => suggestion.keyword === keyword);
  return (
    <Card data-testid="job-match-panel" data-tool-result>
      <CardHeader>
        <CardTitle className="text-base">Match a job description</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <div className="grid gap-2">
          <Label htmlFor={id}>Job description</Label>
          <Textarea id={id} rows={5} value={job} onChange={(event) => setJob(event.target.value)} placeholder="Paste the job ad: its skills and key phrases are compared with your resume." />
        </div>
        <Button type="button" size="sm" disabled={pending || !job.trim()} onClick={() => onMatch(job)}>
          {pending ? <Spinner /> : <Target />}
          Match to this job
        </Button>
        {!advanced && !match && (
          <UpgradePrompt title="Job match is part of Pro and Ultimate" description="Free runs still check the resume for ATS problems; the keyword match needs an advanced response." />
        )}
        {match && (
          <div className="space-y-3">
            <p className="flex items-baseline gap-2">
              <span className="text-3xl font-bold tabular-nums" data-testid="match-score">
                {Math.round(match.score)}%
              </span>
              <span className="text-muted-foreground">of the job's keywords are in your resume</span>
            </p>
            <p className="text-sm text-muted-foreground" data-testid="match-explanation">
              Read from the ad's requirements and duties only (not its benefits, company description or equal-opportunity statement). Named
              skills count twice as much as other repeated phrases: {match.matched.length} of {match.matched.length + match.missing.length} keywords found.
            </p>
            {match.missing.length > 0 && (
              <div className="space-y-2">
                <p className="font-medium">Missing — add them where they are true for you</p>
                <ul className="space-y-1.5" data-testid="missing-keywords">
                  {match.missing.map((keyword) => (
                    <li key={keyword} className="flex flex-wrap items-baseline gap-2">
                      <Badge variant="outline" data-testid="missing-keyword">
                        {keyword}
                      </Badge>
                      {suggestionFor(keyword) && <span className="text-muted-foreground">{suggestionFor(keyword)?.message}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {match.matched.length > 0 && (
              <div className="space-y-2">
                <p className="font-medium">Already in your resume</p>
                <ul className="flex flex-wrap gap-1.5" data-testid="matched-keywords">
                  {match.matched.map((keyword) => (
                    <li key={keyword}>
                      <Badge variant="secondary">{keyword}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
