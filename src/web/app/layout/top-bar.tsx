import { Link, NavLink } from 'react-router';
import { TOOLS } from '../../../domain/tools';
import { Button, buttonVariants } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth/use-auth';
import { cn } from '../../lib/cn';
import { AccountMenu } from './account-menu';
import { BrandLink } from './brand-link';
import { TOP_BAR_CLASS } from './frame-classes';
import { MobileNav } from './mobile-nav';
import { NavDropdown } from './nav-dropdown';

const products = TOOLS.filter((tool) => tool.group === 'products');
const assistance = TOOLS.filter((tool) => tool.group === 'assistance');

export function TopBar() {
  const { user, loading } = useAuth();

  return (
    <header className={TOP_BAR_CLASS}>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav className="hidden items-center gap-1 md:flex" aria-label="Main">
          <NavDropdown label="Products" tools={products} />
          <NavDropdown label="AI Assistance" tools={assistance} />
          {/* NavLink directly (not Button asChild): Slot cannot merge NavLink's className function. */}
          <NavLink to="/pricing" className={({ isActive }) => cn(buttonVariants({ variant: 'ghost' }), isActive && 'text-primary')}>
            Pricing
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden md:flex">
            {loading ? (
              <Skeleton className="h-9 w-24" />
            ) : user ? (
              <AccountMenu email={user.email} name={user.name} />
            ) : (
              <Button asChild>
                <Link to="/login">Login</Link>
              </Button>
            )}
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
