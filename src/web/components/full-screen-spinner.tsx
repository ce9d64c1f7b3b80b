import { Spinner } from './ui/spinner';

/** Shown while a page's code loads (first load and navigations to a page not loaded yet). */
export function FullScreenSpinner() {
  return (
    <div data-testid="page-spinner" className="fixed inset-0 z-[60] flex items-center justify-center bg-background/70 backdrop-blur-[1px]">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
