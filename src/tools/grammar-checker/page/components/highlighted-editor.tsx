import { useLayoutEffect, useMemo, useRef } from 'react';
import { cn } from '../../../../web/lib/cn';
import { buildSegments } from '../lib/build-segments';
import { CATEGORY_ORDER, CATEGORY_STYLES } from '../lib/categories';
import type { WorkingIssue } from '../lib/working-issues';

// Text box and highlight layer must lay text out identically: same font, size, line height, padding,
// wrapping and scrollbar gutter. Change them together.
const SHARED_LAYOUT =
  'px-4 py-3 text-[15px] leading-7 whitespace-pre-wrap [overflow-wrap:break-word] [scrollbar-gutter:stable] overflow-y-auto';

const rank = (issue: WorkingIssue) => CATEGORY_ORDER.indexOf(issue.category);

interface HighlightedEditorProps {
  id: string;
  value: string;
  issues: WorkingIssue[];
  activeId: number | null;
  placeholder: string;
  onChange: (value: string) => void;
  /** The caret landed inside an issue: the panel shows it. */
  onCaretIssue: (id: number | null) => void;
}

/**
 * A plain textarea over a layer that draws the same text transparently with issue spans underlined,
 * so issues are marked in place while typing stays native (undo, IME, spell check, screen readers).
 */
export function HighlightedEditor({ id, value, issues, activeId, placeholder, onChange, onCaretIssue }: HighlightedEditorProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const segments = useMemo(() => buildSegments(value, issues, rank), [value, issues]);

  function syncScroll() {
    if (layerRef.current && textareaRef.current) layerRef.current.scrollTop = textareaRef.current.scrollTop;
  }
  useLayoutEffect(syncScroll, [value, issues]);

  // Bring the selected issue into the visible part of the text box when it is chosen in the panel.
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    const mark = activeId === null ? null : layerRef.current?.querySelector<HTMLElement>(`[data-issue="${activeId}"]`);
    if (!textarea || !mark) return;
    const top = mark.offsetTop;
    if (top < textarea.scrollTop || top > textarea.scrollTop + textarea.clientHeight - 40) {
      textarea.scrollTop = Math.max(0, top - textarea.clientHeight / 3);
      syncScroll();
    }
  }, [activeId]);

  function reportCaret() {
    const textarea = textareaRef.current;
    if (!textarea || textarea.selectionStart !== textarea.selectionEnd) return;
    const caret = textarea.selectionStart;
    const hit = issues
      .filter((issue) => caret >= issue.offset && caret <= issue.offset + issue.length)
      .sort((a, b) => rank(a) - rank(b))[0];
    onCaretIssue(hit?.id ?? null);
  }

  return (
    <div className="relative overflow-hidden rounded-lg border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50">
      <div ref={layerRef} aria-hidden="true" className={cn(SHARED_LAYOUT, 'pointer-events-none absolute inset-0 overflow-hidden text-transparent')}>
        {segments.map((segment) => {
          const piece = value.slice(segment.start, segment.end);
          const insertions = segment.insertions.map((issue) => (
            <span
              key={`i${issue.id}`}
              data-issue={issue.id}
              className={cn('relative inline-block h-5 w-0 align-middle', 'before:absolute before:-left-px before:h-full before:w-0.5', CATEGORY_STYLES[issue.category].caret)}
            />
          ));
          const top = segment.issues[0];
          if (!top) {
            return (
              <span key={segment.start}>
                {insertions}
                {piece}
              </span>
            );
          }
          const active = segment.issues.some((issue) => issue.id === activeId);
          const style = CATEGORY_STYLES[top.category];
          return (
            <span key={segment.start}>
              {insertions}
              <mark
                data-issue={top.id}
                className={cn(
                  'rounded-[2px] text-transparent underline decoration-2 underline-offset-[5px]',
                  active ? style.activeMark : style.mark,
                )}
              >
                {piece}
              </mark>
            </span>
          );
        })}
        {/* A trailing line break needs something after it to take up its line, as it does in the textarea. */}
        {'\u200b'}
      </div>
      <textarea
        ref={textareaRef}
        id={id}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onScroll={syncScroll}
        onClick={reportCaret}
        onKeyUp={reportCaret}
        className={cn(
          SHARED_LAYOUT,
          'relative block h-72 min-h-40 sm:h-[22rem] w-full resize-y bg-transparent text-foreground caret-foreground outline-none placeholder:text-muted-foreground md:h-[26rem]',
        )}
      />
    </div>
  );
}
