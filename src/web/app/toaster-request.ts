import { useSyncExternalStore } from 'react';

/**
 * Whether the page needs sonner's Toaster yet. The first visit to `/` never toasts, so the Toaster
 * (and sonner, ~12 KB compressed) loads only once some code imports sonner: vite.config.ts routes
 * every `import 'sonner'` through sonner-with-toaster.ts, which calls `requestToaster` when it loads.
 * Toasts created before the Toaster mounts are not lost: sonner replays active toasts on mount.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasterRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested);
}
