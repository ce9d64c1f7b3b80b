import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs after the WAI-ARIA tabs pattern (tablist, tab, tabpanel; arrow keys, Home and End move between
 * tabs and select the one they reach; only the selected tab is in the Tab order), with the props and
 * `data-state` attributes of the Radix Tabs they replace. Four tool pages draw tabs on their first
 * paint, and Radix Tabs with its collection, roving-focus and presence packages was ~9 KB of their
 * compressed JavaScript (docs/decisions/0050).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const idOf = (baseId: string, part: 'trigger' | 'content', value: string) => `${baseId}-${part}-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ className, value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const baseId = useId();
  const current = value ?? uncontrolled;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: current, select, baseId }}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn('flex flex-col gap-2', className)} {...props} />
    </TabsContext>
  );
}

/** Arrow keys, Home and End move to the next enabled tab (wrapping round) and select it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (index, count) => (index + 1) % count,
    ArrowLeft: (index, count) => (index - 1 + count) % count,
    Home: () => 0,
    End: (_index, count) => count - 1,
  };
  const step = keys[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (tabs.length === 0) return;
  event.preventDefault();
  const next = tabs[step(Math.max(index, 0), tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn('inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, onClick, onMouseDown, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'trigger', value)}
      aria-selected={selected}
      // An unselected tab's panel may not be rendered; point only at one that is.
      aria-controls={selected ? idOf(tabs.baseId, 'content', value) : undefined}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        'inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-3 py-1 text-sm font-medium text-foreground/70 transition-[color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:shrink-0 [&_svg:not([class*="size-"])]:size-4',
        className,
      )}
      // As Radix did: a press selects (mouse down, left button), and Enter or Space (a click) does too.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey && !props.disabled) tabs.select(value);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** The panel of one tab; unmounted while another is selected, unless `forceMount` keeps it (hide it with `data-[state=inactive]:hidden`). */
export function TabsContent({ className, value, forceMount, ...props }: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'content', value)}
      aria-labelledby={idOf(tabs.baseId, 'trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn('flex-1 outline-none', className)}
      {...props}
    />
  );
}
