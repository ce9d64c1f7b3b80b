import { Download, FileUp, Lock } from 'lucide-react';
import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../../../../web/components/ui/button';
import { Label } from '../../../../web/components/ui/label';
import { Spinner } from '../../../../web/components/ui/spinner';
import { cn } from '../../../../web/lib/cn';
import { TEMPLATE_IDS, type TemplateId } from '../api/run-resume';

export type ExportFormat = 'pdf' | 'docx' | 'txt' | 'json';
type Paper = 'a4' | 'letter';

const FORMATS: { id: ExportFormat; label: string; advanced: boolean }[] = [
  { id: 'pdf', label: 'PDF', advanced: false },
  { id: 'docx', label: 'Word', advanced: true },
  { id: 'txt', label: 'Text', advanced: false },
  { id: 'json', label: 'JSON Resume', advanced: false },
];
const TEMPLATE_LABELS: Record<TemplateId, string> = { classic: 'Classic', modern: 'Modern', compact: 'Compact', professional: 'Professional' };

interface LayoutExportBarProps {
  template: TemplateId;
  paper: Paper;
  /** Pro/Ultimate: every template and Word. */
  advanced: boolean;
  pending: boolean;
  onTemplate: (template: TemplateId) => void;
  onPaper: (paper: Paper) => void;
  onExport: (format: ExportFormat) => void;
  onImport: (file: File) => void;
}

function Choice({ selected, disabled, onClick, children, label }: { selected: boolean; disabled?: boolean; onClick: () => void; children: ReactNode; label?: string }) {
  return (
    <Button type="button" size="sm" variant={selected ? 'default' : 'outline'} aria-pressed={selected} aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

/** Template and paper pickers, the exports (each one request) and the import of an existing resume. */
export function LayoutExportBar({ template, paper, advanced, pending, onTemplate, onPaper, onExport, onImport }: LayoutExportBarProps) {
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onImport(file);
  }

  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 md:grid-cols-[auto_auto_1fr] md:items-end">
      <div role="group" aria-labelledby={`${ids}-template`} className="grid gap-2">
        <Label id={`${ids}-template`}>Template</Label>
        <div className="flex flex-wrap gap-2">
          {TEMPLATE_IDS.map((id) => {
            const locked = !advanced && id !== 'classic';
            return (
              <Choice key={id} selected={template === id} disabled={locked || pending} onClick={() => onTemplate(id)} label={locked ? `${TEMPLATE_LABELS[id]} (Pro)` : undefined}>
                {locked && <Lock />}
                {TEMPLATE_LABELS[id]}
              </Choice>
            );
          })}
        </div>
      </div>
      <div role="group" aria-labelledby={`${ids}-paper`} className="grid gap-2">
        <Label id={`${ids}-paper`}>Paper</Label>
        <div className="flex gap-2">
          <Choice selected={paper === 'a4'} onClick={() => onPaper('a4')}>
            A4
          </Choice>
          <Choice selected={paper === 'letter'} onClick={() => onPaper('letter')}>
            Letter
          </Choice>
        </div>
      </div>
      <div className="grid gap-2 md:justify-items-end">
        <Label id={`${ids}-export`}>Export (1 request each) or import</Label>
        <div role="group" aria-labelledby={`${ids}-export`} className="flex flex-wrap gap-2 md:justify-end">
          {FORMATS.map((format) => {
            const locked = format.advanced && !advanced;
            return (
              <Button
                key={format.id}
                type="button"
                size="sm"
                variant={format.id === 'pdf' ? 'default' : 'outline'}
                disabled={pending || locked}
                aria-label={locked ? `Export ${format.label} (Pro)` : `Export ${format.label}`}
                onClick={() => onExport(format.id)}
              >
                {locked ? <Lock /> : <Download />}
                {format.label}
              </Button>
            );
          })}
          <input ref={fileInput} type="file" accept=".json,.pdf,.docx" className="sr-only" tabIndex={-1} aria-hidden="true" data-testid="resume-import-input" onChange={pickFile} />
          <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => fileInput.current?.click()} className={cn(pending && 'cursor-wait')}>
            {pending ? <Spinner /> : <FileUp />}
            Import
          </Button>
        </div>
      </div>
    </div>
  );
}
