import type * as MathLiveModule from 'mathlive';
import type { MathfieldElement } from 'mathlive';
import { useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../../../web/components/ui/skeleton';

type MathLive = typeof MathLiveModule;
let mathLive: Promise<MathLive> | undefined;

/** MathLive is large: it loads when the editor is first shown, so no other page (and no first paint) waits for it. */
function loadMathLive(): Promise<MathLive> {
  mathLive ??= import('mathlive').then(
    (module) => {
      // The editor's fonts are KaTeX's, already declared by the page's KaTeX stylesheet; its keyboard
      // click sounds would be fetched from a folder the build does not ship.
      module.MathfieldElement.fontsDirectory = null;
      module.MathfieldElement.soundsDirectory = null;
      return module;
    },
    (error: unknown) => {
      mathLive = undefined;
      throw error;
    },
  );
  return mathLive;
}

interface MathFieldInputProps {
  /** LaTeX, as the editor writes it. */
  value: string;
  onChange: (latex: string) => void;
  /** Enter in the editor. */
  onSubmit: () => void;
  ariaLabel: string;
  /** Puts the caret in the editor once it has loaded (the user has just asked for it). */
  autoFocus?: boolean;
}

/**
 * The `<math-field>` editor: typed like a calculator (/ makes a fraction, ^ a power, "sqrt" a root),
 * with MathLive's own math keyboard on touch screens. The element is created by hand once MathLive has
 * loaded; React only keeps its value in step (an example chip, Clear).
 */
export function MathFieldInput({ value, onChange, onSubmit, ariaLabel, autoFocus = false }: MathFieldInputProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<MathfieldElement | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The listeners are attached once; they read the latest props through these refs.
  const latest = useRef({ value, onChange, onSubmit });
  latest.current = { value, onChange, onSubmit };
  const focusOnLoad = useRef(autoFocus);

  useEffect(() => {
    let cancelled = false;
    let field: MathfieldElement | undefined;
    loadMathLive().then(
      ({ MathfieldElement }) => {
        if (cancelled || !hostRef.current) return;
        const created = new MathfieldElement();
        field = created;
        created.setAttribute('aria-label', ariaLabel);
        created.setAttribute('data-testid', 'math-field');
        created.className =
          'block w-full min-h-14 rounded-md border border-input bg-background px-3 py-2 text-2xl shadow-xs outline-none focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50';
        created.value = latest.current.value;
        created.addEventListener('input', (event) => {
          // MathLive reports Enter as an input event of this type; it means "solve it".
          if ((event as InputEvent).inputType === 'insertLineBreak') {
            latest.current.onSubmit();
            return;
          }
          latest.current.onChange(created.value);
        });
        hostRef.current.append(created);
        fieldRef.current = created;
        if (focusOnLoad.current) created.focus();
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      field?.remove();
      fieldRef.current = null;
    };
  }, [ariaLabel]);

  useEffect(() => {
    const field = fieldRef.current;
    if (field && field.value !== value) field.setValue(value, { silenceNotifications: true });
  }, [value, status]);

  return (
    <div className="min-w-0">
      <div ref={hostRef} className="min-w-0" />
      {status === 'loading' && <Skeleton className="h-14 w-full" aria-label="Loading the math editor" />}
      {status === 'failed' && (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground" role="status">
          The math editor could not load. Type the problem in the Text tab instead.
        </p>
      )}
    </div>
  );
}
