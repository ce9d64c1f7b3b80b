import { createBrowserRouter, type RouteObject } from 'react-router';
import { TOOLS } from '../../domain/tools';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { ErrorScreen } from './error-screen';
import { RootLayout } from './layout/root-layout';

// Tools whose page is built in their own feature folder; every other tool gets the honest
// "not available yet" page until its engine exists.
const BUILT_TOOL_PAGES: Partial<Record<string, RouteObject['lazy']>> = {
  'ai-detector': () => import('../features/ai-detector/ai-detector-page'),
  'text-compare': () => import('../features/text-compare/text-compare-page'),
  'detect-language': () => import('../features/detect-language/detect-language-page'),
  'grammar-checker': () => import('../features/grammar-checker/grammar-checker-page'),
  plagiarism: () => import('../features/plagiarism/plagiarism-page'),
};

const toolRoutes: RouteObject[] = TOOLS.map((tool) => ({
  path: tool.id,
  lazy:
    BUILT_TOOL_PAGES[tool.id] ??
    (async () => {
      const { ToolUnavailablePage } = await import('./routes/tool-unavailable-page');
      return { Component: () => <ToolUnavailablePage toolId={tool.id} /> };
    }),
}));

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
          { path: 'login', lazy: () => import('../features/auth/routes/login') },
          { path: 'register', lazy: () => import('../features/auth/routes/register') },
          { path: 'forgot-password', lazy: () => import('../features/auth/routes/forgot-password') },
          { path: 'reset-password', lazy: () => import('../features/auth/routes/reset-password') },
          { path: 'pricing', lazy: () => import('../features/plans/routes/pricing') },
          { path: 'checkout', lazy: () => import('../features/checkout/routes/checkout') },
          { path: 'dashboard', lazy: () => import('../features/dashboard/routes/dashboard') },
          { path: 'dashboard/history/:id', lazy: () => import('../features/dashboard/routes/history-detail') },
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
