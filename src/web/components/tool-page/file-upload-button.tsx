import { Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useExtractFile } from '../../lib/extract-file';

export const DEFAULT_UPLOAD_ACCEPT = '.txt,.md,.docx,.pdf';

interface FileUploadButtonProps {
  onText: (text: string, fileName: string) => void;
  label?: string;
  accept?: string;
}

/** Picks a document, lets the server extract its text and hands the text to the page. */
export function FileUploadButton({ onText, label = 'Upload file', accept = DEFAULT_UPLOAD_ACCEPT }: FileUploadButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const extract = useExtractFile();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still fires a change event.
    event.target.value = '';
    if (!file) return;
    extract.mutate(file, {
      onSuccess: (data) => {
        if (!data.text.trim()) {
          toast.warning(`No text found in ${file.name}`);
          return;
        }
        onText(data.text, data.fileName ?? file.name);
        toast.success(`Loaded ${data.fileName ?? file.name}`);
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : 'Unexpected error while reading the file.';
        toast.error(`Could not read ${file.name}`, { description: message });
      },
    });
  }

  return (
    <>
      <input ref={inputRef} type="file" accept={accept} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={handleChange} />
      <Button type="button" variant="outline" size="sm" disabled={extract.isPending} onClick={() => inputRef.current?.click()}>
        {extract.isPending ? <Spinner /> : <Upload />}
        {extract.isPending ? 'Reading file…' : label}
      </Button>
    </>
  );
}
