import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { evaluatePageChunks } from './app/evaluate-page-chunks';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initAnalytics } from './lib/analytics';
import { configQuery } from './lib/app-config';
import { meQuery } from './lib/me';
import { createQueryClient } from './lib/query-client';
import { installPreloadErrorHandler } from './lib/preload-error';
import './styles.css';

installPreloadErrorHandler();
void initAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// As a transition, React renders the first tree in slices of a few milliseconds instead of one task
// of ~0.3 s on a slow phone, so a tap or scroll meanwhile is not held up (Lighthouse's blocking time).
// The shell or spinner stays on screen until the tree is complete.
function renderApp(root: HTMLElement, router: ReturnType<typeof createAppRouter>, queryClient: QueryClient) {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The router (created in a task of its own, after the page's chunks: see evaluate-page-chunks.ts)
// starts loading the page's code at once.
async function start(root: HTMLElement) {
  // Every page asks who is signed in and for the server's settings. Asked now, the answers arrive
  // sooner, and the first render already finds both queries fetching: otherwise each one starting
  // when its component mounts changes its state during the commit and re-renders its readers at once.
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(meQuery);
  void queryClient.prefetchQuery(configQuery);
  await evaluatePageChunks();
  const router = createAppRouter();
  // A tool page's HTML already shows its heading (the build's ToolPageShell). Rendering at once would
  // swap it for the loading spinner until the page's code arrives; waiting swaps it for the page.
  const hasShell = root.childElementCount > 0;
  if (!hasShell || router.state.initialized) {
    renderApp(root, router, queryClient);
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp(root, router, queryClient);
  });
}

void start(container);
