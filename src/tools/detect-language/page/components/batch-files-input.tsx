import { FileText, Upload, X } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { showToast } from '../../../../web/lib/show-toast';
import { Button } from '../../../../web/components/ui/button';
import { Spinner } from '../../../../web/components/ui/spinner';
import { ApiError } from '../../../../web/lib/api-client';
import { extractFile } from '../../../../web/lib/extract-file';
import type { LoadedFile } from '../lib/batch-source';

// Plain text is read in the browser; documents go through the server's extractor.
const PLAIN_TEXT = /\.(txt|md)$/i;

async function readFile(file: File): Promise<LoadedFile> {
  if (PLAIN_TEXT.test(file.name)) return { name: file.name, text: await file.text() };
  const extracted = await extractFile(file);
  return { name: file.name, text: extracted.text };
}

interface BatchFilesInputProps {
  files: LoadedFile[];
  onChange: (files: LoadedFile[]) => void;
}

/** Several documents at once: each file is one text of the batch. */
export function BatchFilesInput({ files, onChange }: BatchFilesInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(0);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (picked.length === 0) return;
    setReading(picked.length);
    const settled = await Promise.allSettled(picked.map(readFile));
    setReading(0);
    const loaded: LoadedFile[] = [];
    settled.forEach((outcome, index) => {
      const name = picked[index]!.name;
      if (outcome.status === 'fulfilled' && outcome.value.text.trim()) loaded.push(outcome.value);
      else if (outcome.status === 'fulfilled') showToast('warning', `No text found in ${name}`);
      else {
        const reason = outcome.reason instanceof ApiError ? outcome.reason.message : 'The file could not be read.';
        showToast('error', `Could not read ${name}`, { description: reason });
      }
    });
    // A file picked twice replaces its earlier copy instead of being counted twice.
    const names = new Set(loaded.map((file) => file.name));
    onChange([...files.filter((file) => !names.has(file.name)), ...loaded]);
  }

  return (
    <div className="space-y-3">
      <input
        ref={inputRef}
        type="file"
        multiple
        accept=".txt,.md,.docx,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void handleChange(event)}
      />
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        disabled={reading > 0}
        className="flex w-full flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center text-sm text-muted-foreground transition-colors hover:border-primary/40 hover:bg-accent/40 disabled:opacity-60"
      >
        {reading > 0 ? <Spinner /> : <Upload className="size-5 text-primary" aria-hidden="true" />}
        <span className="font-medium text-foreground">{reading > 0 ? `Reading ${reading} files…` : 'Choose files'}</span>
        <span>.txt, .md, .docx or .pdf: each file is one text</span>
      </button>
      {files.length > 0 && (
        <ul className="divide-y rounded-lg border text-sm" aria-label="Files in the batch">
          {files.map((file) => (
            <li key={file.name} className="flex items-center gap-3 px-3 py-2">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{file.text.length.toLocaleString('en-US')} chars</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((candidate) => candidate !== file))}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
