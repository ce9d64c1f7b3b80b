import { lazy, Suspense } from 'react';
import { useToasterRequested } from './toaster-request';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** sonner's Toaster, mounted once anything on the page has loaded sonner (see toaster-request.ts). */
export function LazyToaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      {/* Sonner's defaults are the specification's: 4000 ms, 3 visible, 356 px wide, 14 px gap, 20 px swipe. */}
      <Toaster richColors closeButton />
    </Suspense>
  );
}
