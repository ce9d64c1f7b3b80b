import { Link, useLocation } from 'react-router';
import type { ToolInfo } from '../../../domain/tools';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { ToolIcon } from '../../components/tool-icon';
import { cn } from '../../lib/cn';
import { NotAvailableTag } from '../../components/not-available-tag';
import { NavDropdownButton } from './nav-dropdown-button';
import { useToolPages } from '../../lib/tool-pages';

/** The top-bar menu of tools itself, loaded when first opened (see nav-dropdown.tsx). */
export default function NavDropdownMenu({ label, tools, defaultOpen }: { label: string; tools: readonly ToolInfo[]; defaultOpen?: boolean }) {
  const { pathname } = useLocation();
  const containsActive = tools.some((tool) => pathname === `/${tool.id}`);
  const pages = useToolPages();

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <NavDropdownButton label={label} active={containsActive} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[22rem] p-2">
        {tools.map((tool) => {
          const active = pathname === `/${tool.id}`;
          return (
            <DropdownMenuItem
              key={tool.id}
              asChild
              data-active={active}
              className={cn('items-start gap-3 p-2.5', active && 'bg-accent')}
            >
              <Link to={`/${tool.id}`} aria-current={active ? 'page' : undefined}>
                <span
                  className={cn(
                    'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md',
                    active ? 'bg-primary text-primary-foreground' : 'bg-primary/10 text-primary',
                  )}
                >
                  <ToolIcon name={tool.icon} className="size-4" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className={cn('flex items-center gap-2 font-medium', active && 'text-primary')}>
                    {tool.label}
                    {!pages.has(tool.id) && <NotAvailableTag />}
                  </span>
                  <span className="text-xs leading-snug text-muted-foreground">{tool.menuDescription}</span>
                </span>
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
