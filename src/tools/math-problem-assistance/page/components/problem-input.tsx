import { Sigma, Type } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { countWords } from '../../../../domain/word-count';
import { WordCounter } from '../../../../web/components/tool-page/word-counter';
import { Label } from '../../../../web/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../web/components/ui/tabs';
import { Textarea } from '../../../../web/components/ui/textarea';
import { MAX_PROBLEM_CHARS } from '../api/solve-math';
import { MathFieldInput } from './math-field-input';

// The preview renders with KaTeX (about 80 KB compressed), so it loads once there is text to preview.
const ProblemPreview = lazy(() => import('./problem-preview').then((module) => ({ default: module.ProblemPreview })));

export type InputMode = 'editor' | 'text';

interface ProblemInputProps {
  mode: InputMode;
  onModeChange: (mode: InputMode) => void;
  latex: string;
  onLatexChange: (latex: string) => void;
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
}

/**
 * The problem, two ways: the math editor (what it sends is LaTeX) or a plain text box for word problems
 * and copy-paste, with a live rendering of what the text box holds. Both keep their content when the
 * other is shown; the one on screen is what is solved.
 */
export function ProblemInput(props: ProblemInputProps) {
  // MathLive is a third of a megabyte compressed: it loads when the user opens the editor (or an
  // example fills it), never with the page.
  const [editorOpened, setEditorOpened] = useState(false);
  const editorShown = editorOpened || props.latex !== '';
  const deferredText = useDeferredValue(props.text);
  const words = useMemo(() => countWords(deferredText), [deferredText]);

  return (
    <Tabs value={props.mode} onValueChange={(value) => props.onModeChange(value === 'text' ? 'text' : 'editor')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={props.mode === 'text' ? 'math-problem-text' : undefined} className="text-base font-semibold">
          Your problem
        </Label>
        <TabsList aria-label="How to enter the problem">
          <TabsTrigger value="editor">
            <Sigma />
            Math editor
          </TabsTrigger>
          <TabsTrigger value="text">
            <Type />
            Text
          </TabsTrigger>
        </TabsList>
      </div>
      {/* Mounted while hidden: the editor keeps its content and MathLive does not reload on every switch. */}
      <TabsContent value="editor" forceMount className="space-y-2 data-[state=inactive]:hidden">
        {editorShown ? (
          <MathFieldInput value={props.latex} onChange={props.onLatexChange} onSubmit={props.onSubmit} ariaLabel="Math problem" autoFocus={editorOpened} />
        ) : (
          <button
            type="button"
            onClick={() => setEditorOpened(true)}
            className="flex min-h-14 w-full items-center gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-muted-foreground shadow-xs outline-none hover:border-ring focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Sigma className="size-5 shrink-0" aria-hidden="true" />
            <span>Open the math editor</span>
          </button>
        )}
        <p className="text-xs text-muted-foreground">
          Type as on a calculator: <kbd className="font-mono">/</kbd> makes a fraction, <kbd className="font-mono">^</kbd> a power,{' '}
          <kbd className="font-mono">sqrt</kbd> a root. On a phone or tablet, the keyboard button opens math keys. Enter solves.
        </p>
      </TabsContent>
      <TabsContent value="text" forceMount className="space-y-2 data-[state=inactive]:hidden">
        <Textarea
          id="math-problem-text"
          value={props.text}
          maxLength={MAX_PROBLEM_CHARS}
          placeholder={'Type or paste a problem: solve 2x+3=7, x^2-5x+6=0, derivative of x^2 sin x, or a word problem.'}
          onChange={(event) => props.onTextChange(event.target.value)}
          className="min-h-28 resize-y text-[15px] leading-6"
        />
        {props.text.trim() && (
          <div className="rounded-md border bg-muted/40 px-3 py-2" aria-live="polite">
            <p className="text-xs font-medium text-muted-foreground">Preview</p>
            <Suspense fallback={null}>
              <ProblemPreview text={props.text} prose="note" />
            </Suspense>
          </div>
        )}
        <WordCounter words={words} />
      </TabsContent>
    </Tabs>
  );
}
