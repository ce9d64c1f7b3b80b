import type { ExternalToast } from 'sonner';

/**
 * A toast from code that runs on every page (the app shell, the auth provider) or that a page renders
 * before anything happened (upload and copy buttons, the tool pages' forms): sonner (~10 KB compressed)
 * and its Toaster load on the first toast instead of with the page. Pages that show saved runs or
 * settings may import `toast` from sonner directly.
 */
export function showToast(kind: 'success' | 'error' | 'info' | 'warning', message: string, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}
