import { useDeferredValue, useMemo } from 'react';
import { countWords } from '../../../domain/word-count';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';
import { FileUploadButton } from './file-upload-button';
import { WordCounter } from './word-counter';

interface TextToCheckFieldProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  label?: string;
}

/** The one-text input of a checking tool: label, file upload, the text box and `words / limit`. */
export function TextToCheckField({ id, value, onChange, placeholder, label = 'Text to check' }: TextToCheckFieldProps) {
  // Counting a long text on every keystroke would make typing lag; the deferred value lets React skip ahead.
  const deferredText = useDeferredValue(value);
  const words = useMemo(() => countWords(deferredText), [deferredText]);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <Label htmlFor={id} className="text-base font-semibold">
          {label}
        </Label>
        <FileUploadButton label="Upload file" onText={onChange} currentText={value} />
      </div>
      <Textarea
        id={id}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="h-56 resize-y text-[15px] leading-6 [unicode-bidi:plaintext] md:h-72"
      />
      <WordCounter words={words} />
    </div>
  );
}
