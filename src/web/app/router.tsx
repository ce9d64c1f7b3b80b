import { createBrowserRouter, type RouteObject } from 'react-router';
import { TOOLS } from '../../domain/tools';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { ErrorScreen } from './error-screen';
import { RootLayout } from './layout/root-layout';
import { loadRunSummaries } from '../lib/tool-pages';
import { TOOL_PAGES } from './tool-pages';

// Every catalogued tool has its route: the page its folder registers, or the honest
// "not available yet" page until it has one.
const toolRoutes: RouteObject[] = TOOLS.map((tool) => ({
  path: tool.id,
  lazy:
    TOOL_PAGES.get(tool.id)?.loadPage ??
    (async () => {
      const { ToolUnavailablePage } = await import('./routes/tool-unavailable-page');
      return { Component: () => <ToolUnavailablePage toolId={tool.id} /> };
    }),
}));

// Pages that show saved runs read them synchronously, so the readers (and the contracts they parse
// with) load alongside the page instead of with the first visit.
async function withRunSummaries<Module>(page: Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([page, loadRunSummaries(TOOL_PAGES.values())]);
  return module;
}

const loadDashboardPage = () => withRunSummaries(import('./routes/dashboard'));

/**
 * Signing up or in leads to the dashboard: its code, and the saved-run readers it needs, download
 * while the visitor fills in the form, so the dashboard shows as soon as the account exists instead
 * of after ~40 more scripts (issue 37: sign-up to dashboard under 1 s). Only once the form page is idle.
 */
function preloadDashboardWhenIdle(): void {
  if (typeof window === 'undefined') return;
  const preload = () => void loadDashboardPage().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload, { timeout: 2_000 });
  else window.setTimeout(preload, 200);
}

/** A form page whose next stop is the dashboard. */
function leadingToDashboard<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return () => {
    preloadDashboardWhenIdle();
    return load();
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Shown only if the layout itself fails; page errors render inside the layout (below).
    errorElement: <ErrorScreen fullScreen />,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          { index: true, lazy: () => import('../features/home/routes/home') },
          ...toolRoutes,
          { path: 'login', lazy: leadingToDashboard(() => import('../features/auth/routes/login')) },
          { path: 'register', lazy: leadingToDashboard(() => import('../features/auth/routes/register')) },
          { path: 'forgot-password', lazy: () => import('../features/auth/routes/forgot-password') },
          { path: 'reset-password', lazy: () => import('../features/auth/routes/reset-password') },
          { path: 'pricing', lazy: () => import('../features/plans/routes/pricing') },
          { path: 'checkout', lazy: () => import('./routes/checkout') },
          { path: 'dashboard', lazy: loadDashboardPage },
          { path: 'dashboard/history/:id', lazy: () => withRunSummaries(import('../features/dashboard/routes/history-detail')) },
          { path: 'account', lazy: () => import('../features/account/routes/account') },
          { path: '*', lazy: () => import('../features/misc/routes/not-found') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
