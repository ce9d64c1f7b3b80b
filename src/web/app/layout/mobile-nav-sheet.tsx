import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { TOOLS, type ToolGroup } from '../../../domain/tools';
import { Button } from '../../components/ui/button';
import { Separator } from '../../components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '../../components/ui/sheet';
import { useAuth } from '../../lib/auth/use-auth';
import { ToolIcon } from '../../components/tool-icon';
import { cn } from '../../lib/cn';
import { NotAvailableTag } from '../../components/not-available-tag';
import { useToolPages } from '../../lib/tool-pages';
import { MobileMenuButton } from './mobile-nav';

const GROUPS: { group: ToolGroup; title: string }[] = [
  { group: 'products', title: 'Products' },
  { group: 'assistance', title: 'AI Assistance' },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent',
    isActive && 'bg-accent font-medium text-primary',
  );

/** The sheet itself, loaded when first opened (see mobile-nav.tsx). */
export default function MobileNavSheet({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const pages = useToolPages();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MobileMenuButton />
      </SheetTrigger>
      <SheetContent side="right" className="gap-0 p-0">
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">All tools and your account</SheetDescription>
        </SheetHeader>
        <nav className="flex flex-col gap-4 p-3" aria-label="Mobile">
          {GROUPS.map(({ group, title }) => (
            <div key={group}>
              <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>
              {TOOLS.filter((tool) => tool.group === group).map((tool) => (
                <NavLink key={tool.id} to={`/${tool.id}`} className={linkClass} onClick={close}>
                  <ToolIcon name={tool.icon} className="size-4 shrink-0 text-primary" />
                  {tool.label}
                  {!pages.has(tool.id) && <NotAvailableTag />}
                </NavLink>
              ))}
            </div>
          ))}
          <Separator />
          <div>
            <NavLink to="/pricing" className={linkClass} onClick={close}>
              Pricing
            </NavLink>
            {user && (
              <>
                <NavLink to="/dashboard" className={linkClass} onClick={close}>
                  Dashboard
                </NavLink>
                <NavLink to="/account" className={linkClass} onClick={close}>
                  My Account
                </NavLink>
              </>
            )}
          </div>
        </nav>
        <div className="mt-auto border-t p-4">
          {user ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-muted-foreground">
                Signed in as <span className="block truncate font-medium text-foreground">{user.email}</span>
              </p>
              <Button
                variant="outline"
                onClick={async () => {
                  close();
                  if (await signOut()) navigate('/');
                }}
              >
                <LogOut />
                Logout
              </Button>
            </div>
          ) : (
            <Button asChild className="w-full">
              <Link to="/login" onClick={close}>
                Login
              </Link>
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
