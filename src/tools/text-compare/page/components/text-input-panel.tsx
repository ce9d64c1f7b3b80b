import { useDeferredValue, useMemo } from 'react';
import { countWords } from '../../../../domain/word-count';
import { Label } from '../../../../web/components/ui/label';
import { Textarea } from '../../../../web/components/ui/textarea';
import { FileUploadButton } from '../../../../web/components/tool-page/file-upload-button';
import { WordCounter } from '../../../../web/components/tool-page/word-counter';

// Browser spell checking on a huge text box makes every keystroke slow, and nobody proofreads 50 000 words there.
const SPELLCHECK_MAX_LENGTH = 50_000;

interface TextInputPanelProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

/** One side of the comparison: type, paste or upload a document. */
export function TextInputPanel({ id, label, value, placeholder, onChange }: TextInputPanelProps) {
  // Counting a megabyte of text takes tens of milliseconds: do it after the keystroke has painted.
  const deferredValue = useDeferredValue(value);
  const words = useMemo(() => countWords(deferredValue), [deferredValue]);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <Label htmlFor={id} className="text-base font-semibold">
          {label}
        </Label>
        <FileUploadButton label="Upload file" onText={(text) => onChange(text)} currentText={value} />
      </div>
      <Textarea
        id={id}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={value.length <= SPELLCHECK_MAX_LENGTH}
        className="h-56 resize-y text-[15px] leading-6 [unicode-bidi:plaintext] md:h-72"
      />
      <WordCounter words={words} />
    </div>
  );
}
