import type { ReactNode } from 'react';
import { cn } from '../../../../web/lib/cn';
import type { DiffSegment } from '../lib/build-diff-blocks';

export type ViewMode = 'side' | 'inline';
export type Column = 'original' | 'revised' | 'inline';

const BASE = 'rounded-sm box-decoration-clone data-[current=true]:outline-2 data-[current=true]:outline-offset-1 data-[current=true]:outline-ring';
const DELETE_CLASS = 'bg-diff-delete text-diff-delete-foreground';
const INSERT_CLASS = 'bg-diff-insert text-diff-insert-foreground';
// Inline, colour is not the only cue: deletions are struck through and insertions underlined.
// The small gap keeps a deletion and the insertion replacing it from reading as one word.
const INLINE_DELETE_CLASS = 'mr-0.5 line-through decoration-diff-delete-foreground/70';
const INLINE_INSERT_CLASS = 'underline decoration-diff-insert-foreground/50 underline-offset-[3px]';
const SIDE_INSERT_CLASS = 'no-underline';
// A change made only of spaces or line breaks would be invisible: a symbol (not copied with the text) shows it.
const WHITESPACE_MARK = "before:opacity-60 data-[whitespace=space]:before:content-['·'] data-[whitespace=break]:before:content-['↵']";

function whitespaceKind(text: string): 'space' | 'break' | undefined {
  if (/\S/.test(text)) return undefined;
  return text.includes('\n') ? 'break' : 'space';
}

function renderEdit(segment: DiffSegment, key: number, column: Column, current: number): ReactNode {
  const Tag = segment.type === 'delete' ? 'del' : 'ins';
  const inline = column === 'inline';
  const className = cn(
    BASE,
    WHITESPACE_MARK,
    segment.type === 'delete' ? DELETE_CLASS : INSERT_CLASS,
    inline && (segment.type === 'delete' ? INLINE_DELETE_CLASS : INLINE_INSERT_CLASS),
    !inline && segment.type === 'insert' && SIDE_INSERT_CLASS,
    !inline && segment.type === 'delete' && 'no-underline [text-decoration:none]',
  );
  return (
    <Tag
      key={key}
      className={className}
      data-change={segment.change}
      data-current={segment.change === current ? 'true' : undefined}
      data-whitespace={whitespaceKind(segment.text)}
    >
      {segment.text}
    </Tag>
  );
}

/** A thin bar in the other column where text was only added or only removed, so the spot is findable. */
function renderMarker(segment: DiffSegment, key: number, current: number): ReactNode {
  return (
    <span
      key={key}
      aria-hidden="true"
      data-change={segment.change}
      data-current={segment.change === current ? 'true' : undefined}
      title={segment.type === 'insert' ? 'Text inserted here in the revised version' : 'Text deleted here from the original'}
      className={cn(
        'mx-px inline-block h-[1.15em] w-[3px] translate-y-[0.2em] rounded-full data-[current=true]:outline-2 data-[current=true]:outline-offset-2 data-[current=true]:outline-ring',
        segment.type === 'insert' ? 'bg-diff-insert-foreground/60' : 'bg-diff-delete-foreground/60',
      )}
    />
  );
}

/** The segments of one block as they appear in one column. */
export function renderSegments(segments: DiffSegment[], column: Column, current: number): ReactNode[] {
  const nodes: ReactNode[] = [];
  segments.forEach((segment, index) => {
    if (segment.type === 'equal') {
      nodes.push(column === 'original' ? (segment.originalText ?? segment.text) : segment.text);
      return;
    }
    const shown = column === 'inline' || (column === 'original') === (segment.type === 'delete');
    if (shown) {
      nodes.push(renderEdit(segment, index, column, current));
      return;
    }
    // The other column of a replacement already shows its own half; pure insertions and deletions get a marker.
    const partner = segments[segment.type === 'insert' ? index - 1 : index + 1];
    const partOfReplacement = partner !== undefined && partner.type !== 'equal' && partner.change === segment.change;
    if (!partOfReplacement) nodes.push(renderMarker(segment, index, current));
  });
  return nodes;
}
