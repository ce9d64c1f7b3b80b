import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A short list of choices shown above the fold of a tool page (compare by, language, task): the
 * browser's own select, drawn like our buttons and inputs. Radix Select and its positioning, focus
 * and scroll-lock libraries cost ~25 KB of compressed JavaScript on each page's first load
 * (docs/decisions/0050); the native list also opens the phone's own picker.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div data-slot="native-select" className={cn('relative w-fit', className)}>
      <select
        className="h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-50" aria-hidden="true" />
    </div>
  );
}
