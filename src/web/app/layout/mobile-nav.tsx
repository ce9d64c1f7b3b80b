import { Menu } from 'lucide-react';
import { lazy, type ComponentProps } from 'react';
import { Button } from '../../components/ui/button';
import { LoadOnOpen } from './load-on-open';

const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(loadSheet);

/** The menu button, shared by the stand-in and the real sheet so they look the same. */
export function MobileMenuButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" {...props}>
      <Menu className="size-5" />
    </Button>
  );
}

/** Below the md breakpoint the dropdowns collapse into a sheet listing every tool. */
export function MobileNav() {
  return (
    <LoadOnOpen load={loadSheet} trigger={(props) => <MobileMenuButton aria-haspopup="dialog" aria-expanded={false} {...props} />}>
      <MobileNavSheet defaultOpen />
    </LoadOnOpen>
  );
}
