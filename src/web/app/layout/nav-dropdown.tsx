import { lazy } from 'react';
import { useLocation } from 'react-router';
import type { ToolInfo } from '../../../domain/tools';
import { LoadOnOpen } from './load-on-open';
import { NavDropdownButton } from './nav-dropdown-button';

const loadMenu = () => import('./nav-dropdown-menu');
const NavDropdownMenu = lazy(loadMenu);

/** A top-bar menu of tools, each with its label and one-line description. */
export function NavDropdown({ label, tools }: { label: string; tools: readonly ToolInfo[] }) {
  const { pathname } = useLocation();
  const containsActive = tools.some((tool) => pathname === `/${tool.id}`);
  return (
    <LoadOnOpen
      load={loadMenu}
      trigger={(props) => <NavDropdownButton label={label} active={containsActive} aria-haspopup="menu" aria-expanded={false} {...props} />}
    >
      <NavDropdownMenu label={label} tools={tools} defaultOpen />
    </LoadOnOpen>
  );
}
