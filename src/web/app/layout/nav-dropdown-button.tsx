import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** The top-bar menu button, shared by the stand-in and the real menu so they look the same. */
export function NavDropdownButton({ label, active, className, ...props }: ComponentProps<typeof Button> & { label: string; active: boolean }) {
  return (
    <Button variant="ghost" className={cn('gap-1 data-[state=open]:bg-accent', active && 'text-primary', className)} {...props}>
      {label}
      <ChevronDown className="size-4 opacity-60 transition-transform [[data-state=open]>&]:rotate-180" aria-hidden="true" />
    </Button>
  );
}
