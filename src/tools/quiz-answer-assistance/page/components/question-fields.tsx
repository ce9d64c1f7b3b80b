import { ListChecks } from 'lucide-react';
import type { ClipboardEvent } from 'react';
import { Label } from '../../../../web/components/ui/label';
import { Textarea } from '../../../../web/components/ui/textarea';
import { MAX_OPTIONS } from '../api/answer-quiz';
import { readOptionLines, splitPastedQuestion } from '../lib/build-quiz-inputs';
import { optionLetter } from '../lib/kind-labels';
import type { PastedQuestion } from '../../shared/split-quiz';

interface QuestionFieldsProps {
  question: string;
  onQuestionChange: (question: string) => void;
  options: string;
  onOptionsChange: (options: string) => void;
  /** The questions found in the question box when it holds more than one (empty otherwise). */
  several: readonly PastedQuestion[];
  /** The plan answers one question per run: say so before the student runs a whole quiz. */
  basic: boolean;
}

/**
 * The question box and the options box. Pasting a question with its options splits them into the two
 * boxes; pasting several questions keeps them in the question box and lists them, one request each.
 */
export function QuestionFields(props: QuestionFieldsProps) {
  function handlePaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const pasted = event.clipboardData.getData('text/plain');
    const box = event.currentTarget;
    const text = props.question.slice(0, box.selectionStart) + pasted + props.question.slice(box.selectionEnd);
    const split = props.options.trim() === '' ? splitPastedQuestion(text) : null;
    if (!split) return;
    event.preventDefault();
    props.onQuestionChange(split.question);
    props.onOptionsChange(split.options.join('\n'));
  }

  const optionCount = readOptionLines(props.options).length;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="quiz-question" className="text-base font-semibold">
          Question
        </Label>
        <Textarea
          id="quiz-question"
          value={props.question}
          placeholder={'Type or paste a question, or a whole quiz: its options (A), B), 1., bullets, True/False) are read for you.'}
          onChange={(event) => props.onQuestionChange(event.target.value)}
          onPaste={handlePaste}
          aria-describedby="quiz-question-help"
          className="min-h-28 resize-y text-[15px] leading-6"
        />
        <p id="quiz-question-help" className="text-xs text-muted-foreground">
          Paste a question with its options and they move to the options box; paste several questions and each is answered on its own.
        </p>
      </div>
      {props.several.length > 0 ? (
        <SeveralQuestions questions={props.several} basic={props.basic} />
      ) : (
        <div className="flex flex-col gap-2">
          <Label htmlFor="quiz-options" className="block font-semibold leading-snug">
            Options <span className="font-normal text-muted-foreground">(one per line; leave empty for a short answer)</span>
          </Label>
          <Textarea
            id="quiz-options"
            value={props.options}
            placeholder={'Oxygen\nOxidants\nAntioxidants\nResidues'}
            onChange={(event) => props.onOptionsChange(event.target.value)}
            aria-invalid={optionCount > MAX_OPTIONS || undefined}
            aria-describedby={optionCount > MAX_OPTIONS ? 'quiz-options-error' : undefined}
            className="min-h-24 resize-y text-[15px] leading-6"
          />
          {optionCount > MAX_OPTIONS && (
            <p id="quiz-options-error" className="text-sm text-destructive">
              A question may have at most {MAX_OPTIONS} options; this one has {optionCount}.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function SeveralQuestions({ questions, basic }: { questions: readonly PastedQuestion[]; basic: boolean }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-3 sm:p-4" data-testid="quiz-question-list">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <ListChecks className="size-4 text-primary" aria-hidden="true" />
        {questions.length} questions found
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        {basic
          ? 'Your plan answers the first one; Pro and Ultimate answer every question, one request each.'
          : 'Each question is answered on its own and counts as one request.'}
      </p>
      <ol className="mt-3 space-y-2 text-sm" aria-label="Questions found">
        {questions.map((question, index) => (
          <li key={index} className="min-w-0 break-words">
            <span className="font-medium">{index + 1}. </span>
            {question.question}
            {question.options.length > 0 && (
              <span className="block pl-4 text-muted-foreground">
                {question.options.map((option, i) => `${optionLetter(i)}) ${option}`).join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
