import type { ExternalToast } from 'sonner';

/**
 * A toast from code that runs on every page (the app shell, the auth provider): sonner is loaded on
 * first use instead of with the first visit. Pages loaded on demand import `toast` from sonner directly.
 */
export function showToast(kind: 'success' | 'error' | 'info', message: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}
