import { FileText, Languages, Upload, X } from 'lucide-react';
import { Button } from '../../../../web/components/ui/button';
import { Progress } from '../../../../web/components/ui/progress';
import { Spinner } from '../../../../web/components/ui/spinner';
import { DOCUMENT_ACCEPT, type DocumentProgress } from '../api/translate-document';
import { RunNotes } from './run-notes';

interface DocumentPanelProps {
  file: File | null;
  onFile: (file: File | null) => void;
  progress: DocumentProgress;
  pending: boolean;
  canTranslate: boolean;
  onTranslate: (file: File) => void;
  onReset: () => void;
}

const MB = 1024 * 1024;
const formatSize = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function describeProgress(progress: DocumentProgress): { label: string; value: number | null } | null {
  switch (progress.phase) {
    case 'uploading':
      return { label: `Uploading… ${Math.round(progress.share * 100)}%`, value: progress.share * 30 };
    case 'translating':
      // Until the server's first report, show that it is working rather than a made-up share.
      if (progress.share === null) return { label: 'Translating, block by block…', value: null };
      return { label: `Translating… ${Math.round(progress.share * 100)}% of the text`, value: 30 + progress.share * 60 };
    case 'downloading':
      return { label: 'Receiving the translated file…', value: 90 + (progress.share ?? 0) * 10 };
    default:
      return null;
  }
}

/** A whole document in, the same format out (.pdf gives text), kept formatting, as a download with its glossary counts and notes. */
export function DocumentPanel({ file, onFile, progress, pending, canTranslate, onTranslate, onReset }: DocumentPanelProps) {
  const shown = describeProgress(progress);

  function download() {
    if (progress.phase !== 'done') return;
    const url = URL.createObjectURL(progress.file);
    const link = document.createElement('a');
    link.href = url;
    link.download = progress.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className="space-y-4">
      <label
        htmlFor="translate-document"
        className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input px-4 py-8 text-center transition-colors hover:border-primary/60 hover:bg-muted/40"
      >
        <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium">Choose a document</span>
        <span className="text-sm text-muted-foreground">Word (.docx), Markdown, HTML or text: the same format comes back. A PDF comes back as text.</span>
      </label>
      <input
        id="translate-document"
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-label="Document to translate"
        className="sr-only"
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (picked) {
            onFile(picked);
            onReset();
          }
        }}
      />
      {file && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm" data-testid="chosen-document">
          <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1 break-all font-medium">{file.name}</span>
          <span className="text-muted-foreground">{formatSize(file.size)}</span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label="Remove the document"
            disabled={pending}
            onClick={() => {
              onFile(null);
              onReset();
            }}
          >
            <X />
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="lg" className="min-w-44" disabled={!file || !canTranslate || pending} onClick={() => file && onTranslate(file)}>
          {pending ? <Spinner /> : <Languages />}
          {pending ? 'Translating…' : 'Translate document'}
        </Button>
        {progress.phase === 'done' && (
          <Button type="button" variant="outline" size="lg" onClick={download} data-testid="download-document">
            Download {progress.fileName}
          </Button>
        )}
      </div>
      {shown && (
        <div className="space-y-1" role="status">
          <p className="text-sm text-muted-foreground">{shown.label}</p>
          {shown.value === null ? (
            <div className="relative h-2 w-full overflow-hidden rounded-full bg-primary/15" aria-label="Translating">
              <div className="h-full w-2/3 animate-pulse rounded-full bg-primary" />
            </div>
          ) : (
            <Progress value={shown.value} aria-label="Document progress" />
          )}
        </div>
      )}
      {progress.phase === 'done' && progress.summary && <RunNotes result={progress.summary} />}
    </div>
  );
}
