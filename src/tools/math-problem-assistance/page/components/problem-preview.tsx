import { useMemo } from 'react';
import { buildPreview } from '../lib/ascii-to-latex';
import { KatexMath } from '../../../../web/components/katex-math';

interface ProblemPreviewProps {
  text: string;
  /** What a word problem (no formula to render) shows: a short note under the text box, or the text itself. */
  prose: 'note' | 'text';
}

/** The plain-text problem rendered as math, one formula per line, or text with `$…$` pieces rendered. */
export function ProblemPreview({ text, prose }: ProblemPreviewProps) {
  const parts = useMemo(() => buildPreview(text), [text]);
  if (!text.trim()) return null;
  if (!parts) {
    return prose === 'text' ? (
      <p className="whitespace-pre-wrap break-words">{text}</p>
    ) : (
      <p className="text-sm text-muted-foreground">Read as a word problem: there is no formula to preview.</p>
    );
  }
  return (
    <div className="min-w-0 space-y-1 break-words" data-testid="math-preview">
      {parts.every((part) => part.kind === 'math' && part.display) ? (
        parts.map((part, index) => part.kind === 'math' && <KatexMath key={index} latex={part.latex} display />)
      ) : (
        <p className="leading-7">
          {parts.map((part, index) =>
            part.kind === 'text' ? <span key={index}>{part.text}</span> : <KatexMath key={index} latex={part.latex} />,
          )}
        </p>
      )}
    </div>
  );
}
