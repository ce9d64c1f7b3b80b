import { ChevronDown } from 'lucide-react';
import { lazy, type ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import { accountLabel } from '../../lib/auth/account-label';
import { cn } from '../../lib/cn';
import { LoadOnOpen } from './load-on-open';

const loadMenu = () => import('./account-menu-loaded');
const AccountMenuLoaded = lazy(loadMenu);

/** The account button, shared by the stand-in and the real menu so they look the same. */
export function AccountMenuButton({ label, className, ...props }: ComponentProps<typeof Button> & { label: string }) {
  return (
    <Button variant="ghost" className={cn('gap-2 data-[state=open]:bg-accent', className)} {...props}>
      <span className="flex size-7 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary" aria-hidden="true">
        {label.charAt(0)}
      </span>
      <span className="max-w-40 truncate">{label}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </Button>
  );
}

export function AccountMenu({ email, name }: { email: string; name?: string | null }) {
  const label = accountLabel(email);
  return (
    <LoadOnOpen load={loadMenu} trigger={(props) => <AccountMenuButton label={label} aria-haspopup="menu" aria-expanded={false} {...props} />}>
      <AccountMenuLoaded email={email} name={name} defaultOpen />
    </LoadOnOpen>
  );
}
