import { Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useExtractFile } from '../../lib/extract-file';
import { showToast } from '../../lib/show-toast';

// Needed only once a file's text meets typed text: its download starts when a file is chosen, while
// the server reads the file, so it is there by the time the question is asked.
const loadReplaceOrAppendDialog = () => import('./replace-or-append-dialog');
const ReplaceOrAppendDialog = lazy(loadReplaceOrAppendDialog);

export const DEFAULT_UPLOAD_ACCEPT = '.txt,.md,.docx,.pdf';

interface FileUploadButtonProps {
  onText: (text: string, fileName: string) => void;
  label?: string;
  accept?: string;
  /** What the box holds now: when it is not empty, the user chooses to replace it or add the file after it. */
  currentText?: string;
}

interface PendingFile {
  text: string;
  fileName: string;
}

/** The box's text followed by the file's, a blank line between them. */
export function appendText(current: string, added: string): string {
  return `${current.replace(/\s+$/, '')}\n\n${added}`;
}

/** Picks a document, lets the server extract its text and hands the text to the page; never overwrites typed text unasked. */
export function FileUploadButton({ onText, label = 'Upload file', accept = DEFAULT_UPLOAD_ACCEPT, currentText = '' }: FileUploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const extract = useExtractFile();
  const [pending, setPending] = useState<PendingFile | null>(null);

  function deliver(text: string, fileName: string) {
    onText(text, fileName);
    showToast('success', `Loaded ${fileName}`);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still fires a change event.
    event.target.value = '';
    if (!file) return;
    if (currentText.trim()) void loadReplaceOrAppendDialog();
    extract.mutate(file, {
      onSuccess: (data) => {
        const fileName = data.fileName ?? file.name;
        if (!data.text.trim()) {
          showToast('warning', `No text found in ${file.name}`);
          return;
        }
        if (currentText.trim()) setPending({ text: data.text, fileName });
        else deliver(data.text, fileName);
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : 'Unexpected error while reading the file.';
        showToast('error', `Could not read ${file.name}`, { description: message });
      },
    });
  }

  function choose(mode: 'replace' | 'append') {
    if (!pending) return;
    setPending(null);
    deliver(mode === 'replace' ? pending.text : appendText(currentText, pending.text), pending.fileName);
  }

  return (
    <>
      <input ref={inputRef} type="file" accept={accept} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={handleChange} />
      <Button type="button" variant="outline" size="sm" disabled={extract.isPending} onClick={() => inputRef.current?.click()}>
        {extract.isPending ? <Spinner /> : <Upload />}
        {extract.isPending ? 'Reading file…' : label}
      </Button>
      {pending && (
        <Suspense fallback={null}>
          <ReplaceOrAppendDialog fileName={pending.fileName} onChoose={choose} onCancel={() => setPending(null)} />
        </Suspense>
      )}
    </>
  );
}
