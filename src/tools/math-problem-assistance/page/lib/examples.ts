import type { MathTaskRequest } from '../api/solve-math';

export interface MathExample {
  /** What the chip says. */
  label: string;
  /** Filled into the text box, as a student would type it. */
  text: string;
  /** Filled into the math editor: the expression only, the task picked beside it. */
  latex: string;
  /** The task set with the editor's version (the text version says it in words: "derivative of"). */
  editorTask: MathTaskRequest;
}

export const EXAMPLES: readonly MathExample[] = [
  { label: '2x+3=7', text: '2x+3=7', latex: '2x+3=7', editorTask: 'auto' },
  { label: 'x^2-5x+6=0', text: 'x^2-5x+6=0', latex: 'x^2-5x+6=0', editorTask: 'auto' },
  { label: 'derivative of x^2 sin x', text: 'derivative of x^2 sin x', latex: 'x^2\\sin x', editorTask: 'derivative' },
  { label: '∫ x e^x dx', text: '∫ x e^x dx', latex: 'x e^{x}', editorTask: 'integral' },
  { label: '3/4 + 5/6', text: '3/4 + 5/6', latex: '\\frac{3}{4}+\\frac{5}{6}', editorTask: 'auto' },
];
