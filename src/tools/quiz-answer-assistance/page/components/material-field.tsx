import { FileUploadButton } from '../../../../web/components/tool-page/file-upload-button';
import { WordCounter } from '../../../../web/components/tool-page/word-counter';
import { Label } from '../../../../web/components/ui/label';
import { Textarea } from '../../../../web/components/ui/textarea';
import { MAX_MATERIAL_CHARS } from '../api/answer-quiz';

interface MaterialFieldProps {
  value: string;
  onChange: (material: string) => void;
  /** Words of the largest request's question and options, what the plan's limit is checked on (the material does not count). */
  words: number;
  /** Whether this server has a model for questions without material; undefined while loading. */
  closedBookModel: boolean | undefined;
}

/** The student's notes, textbook page or reading passage: typed, pasted or read from a file. */
export function MaterialField({ value, onChange, words, closedBookModel }: MaterialFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <Label htmlFor="quiz-material" className="block min-w-0 flex-1 font-semibold leading-snug">
          Your material <span className="font-normal text-muted-foreground">(notes, a textbook page, the reading passage)</span>
        </Label>
        <FileUploadButton label="Upload notes" onText={onChange} currentText={value} />
      </div>
      <Textarea
        id="quiz-material"
        value={value}
        placeholder="Paste the notes or passage the question is about, or upload a .txt, .md, .docx or .pdf file. The answer is looked for here."
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="quiz-material-help"
        className="h-40 resize-y text-[15px] leading-6 [unicode-bidi:plaintext] md:h-56"
      />
      <p id="quiz-material-help" className="text-xs text-muted-foreground">
        {closedBookModel === false
          ? 'Without material we can only help you read the question: this server has no AI model for questions from general knowledge.'
          : 'With material, the answer comes with the sentences that support it, highlighted.'}{' '}
        Your material does not count toward your plan&apos;s words per scan (up to {MAX_MATERIAL_CHARS.toLocaleString('en-US')} characters, about
        30,000 words); the questions and options do.
      </p>
      <WordCounter words={words} />
    </div>
  );
}
