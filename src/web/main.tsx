import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { initAnalytics } from './lib/analytics';
import { installPreloadErrorHandler } from './lib/preload-error';
import './styles.css';

installPreloadErrorHandler();
void initAnalytics();

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// As a transition, React renders the first tree in slices of a few milliseconds instead of one task
// of ~0.3 s on a slow phone, so a tap or scroll meanwhile is not held up (Lighthouse's blocking time).
// The shell or spinner stays on screen until the tree is complete.
function renderApp(root: HTMLElement) {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// A tool page's HTML already shows its heading (the build's ToolPageShell). Rendering at once would
// swap it for the loading spinner until the page's code arrives; waiting swaps it for the page.
const hasShell = container.childElementCount > 0;
if (!hasShell || router.state.initialized) {
  renderApp(container);
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp(container);
  });
}
