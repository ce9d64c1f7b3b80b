import { useState } from 'react';
import { showToast } from '../../../web/lib/show-toast';
import { ToolPageLayout } from '../../../web/components/tool-page/tool-page-layout';
import { ToolRunError } from '../../../web/components/tool-page/tool-run-error';
import { Card, CardContent } from '../../../web/components/ui/card';
import { useBrandName } from '../../../web/lib/app-config';
import { useAuth } from '../../../web/lib/auth/use-auth';
import { useMe } from '../../../web/lib/me';
import { InvalidResultError, useRunResume, type ResumeInput, type ResumeResult } from './api/run-resume';
import { AtsPanel } from './components/ats-panel';
import { BasicsForm } from './components/basics-form';
import { HowGood } from './components/how-good';
import { JobMatchPanel } from './components/job-match-panel';
import { LayoutExportBar, type ExportFormat } from './components/layout-export-bar';
import { ResumePreview } from './components/resume-preview';
import { SavedResumes } from './components/saved-resumes';
import { SectionEditor } from './components/section-editor';
import { downloadBase64File, readFileAsBase64 } from './lib/file-bytes';
import { SECTIONS } from './lib/sections';
import { useResumeDraft } from './lib/use-resume-draft';

type RunKind = 'export' | 'check' | 'match' | 'import';

/** Resume builder: sections as forms, a live preview, exports, import, the ATS check and a job match. Route: /resume-builder. */
export function Component() {
  const brand = useBrandName();
  const { user } = useAuth();
  const me = useMe();
  const advanced = Boolean(me.data && me.data.subscription.package !== 'Free');
  const signedIn = Boolean(user && !(user as { isAnonymous?: boolean | null }).isAnonymous);
  const draft = useResumeDraft();
  const runner = useRunResume();
  const [last, setLast] = useState<{ result: ResumeResult; key: string } | null>(null);
  const [running, setRunning] = useState<RunKind | null>(null);

  const key = JSON.stringify([draft.resume, draft.template, draft.paper]);

  async function run(kind: RunKind, input: ResumeInput): Promise<ResumeResult | null> {
    setRunning(kind);
    try {
      const result = await runner.runResume(input);
      // An import replaces the draft with its resume; any other run describes the draft as it was sent.
      setLast({ result, key: JSON.stringify([input.import ? result.resume : input.resume, input.template, input.paper]) });
      return result;
    } catch {
      return null;
    } finally {
      setRunning(null);
    }
  }

  const base = { resume: draft.resume, template: draft.template, paper: draft.paper } satisfies ResumeInput;

  async function exportAs(format: ExportFormat) {
    const result = await run('export', { ...base, format });
    if (result?.file) downloadBase64File(result.file);
  }

  async function importFile(file: File) {
    const result = await run('import', { import: { name: file.name, base64: await readFileAsBase64(file) }, template: draft.template, paper: draft.paper });
    if (!result) return;
    draft.setResume(() => result.resume);
    showToast('success', `Imported ${file.name}`, {
      description: result.warnings.length ? `${result.warnings.length} part${result.warnings.length === 1 ? '' : 's'} to check: see the ATS panel.` : undefined,
    });
  }

  const error = runner.error instanceof InvalidResultError ? new Error(runner.error.message) : runner.error;
  const result = last?.result ?? null;
  return (
    <ToolPageLayout toolId="resume-builder">
      <title>{`Resume builder · ${brand}`}</title>
      <div className="space-y-6">
        <LayoutExportBar
          template={draft.template}
          paper={draft.paper}
          advanced={advanced}
          pending={runner.pending}
          onTemplate={draft.setTemplate}
          onPaper={draft.setPaper}
          onExport={(format) => void exportAs(format)}
          onImport={(file) => void importFile(file)}
        />
        <ToolRunError error={error} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-6" aria-label="Resume editor" role="region">
            <BasicsForm resume={draft.resume} onChange={draft.setResume} />
            {SECTIONS.map((section) => (
              <SectionEditor key={section.key} section={section} resume={draft.resume} onChange={draft.setResume} />
            ))}
          </div>
          <aside className="min-w-0 space-y-6 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto">
            <Card>
              <CardContent className="pt-6">
                <SavedResumes
                  signedIn={signedIn}
                  savedId={draft.savedId}
                  name={draft.name}
                  onName={draft.setName}
                  fields={{ resume: draft.resume, template: draft.template, paper: draft.paper }}
                  onSaved={(saved) => draft.markSaved(saved.id, saved.name)}
                  onOpen={draft.open}
                  onDuplicate={draft.duplicate}
                  onNew={() => {
                    draft.startNew();
                    setLast(null);
                  }}
                />
              </CardContent>
            </Card>
            <ResumePreview resume={draft.resume} template={draft.template} paper={draft.paper} />
          </aside>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <AtsPanel
            ats={result?.ats ?? null}
            warnings={result?.warnings ?? []}
            resume={draft.resume}
            stale={Boolean(last && last.key !== key)}
            pending={running === 'check'}
            onCheck={() => void run('check', base)}
          />
          <JobMatchPanel match={result?.match ?? null} advanced={advanced} pending={running === 'match'} onMatch={(jobDescription) => void run('match', { ...base, jobDescription })} />
        </div>
      </div>
      <HowGood />
    </ToolPageLayout>
  );
}
