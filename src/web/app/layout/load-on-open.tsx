import { Suspense, useContext, useState, type ReactNode } from 'react';
import { StaticShellContext } from './static-shell-context';

/**
 * Shows a look-alike trigger until the user first opens a menu, then the real (lazily loaded) menu,
 * already open. The menus' Radix code (dialog, dropdown, floating-ui: ~20 KB compressed) is then
 * not part of the first visit. Hovering or focusing the trigger starts the download early.
 */
export function LoadOnOpen({
  load,
  trigger,
  children,
}: {
  /** Starts downloading the real menu's module. */
  load: () => Promise<unknown>;
  /** The stand-in trigger; spread the given props on the button. */
  trigger: (props: { onClick: () => void; onPointerEnter: () => void; onFocus: () => void; 'aria-disabled'?: true }) => ReactNode;
  /** The real menu, rendered opened once asked for (a React.lazy component). */
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const inHtmlOnly = useContext(StaticShellContext);
  const warm = () => void load();
  const standIn = trigger({ onClick: () => setOpened(true), onPointerEnter: warm, onFocus: warm, ...(inHtmlOnly ? { 'aria-disabled': true as const } : {}) });
  if (!opened) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}
