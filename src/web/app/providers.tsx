import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { ToolPagesContext } from '../lib/tool-pages';
import { TOOL_PAGES } from './tool-pages';
import { AuthProvider } from './auth-provider';
import { LazyToaster } from './lazy-toaster';

// No TooltipProvider here: `Tooltip` (components/ui/tooltip.tsx) brings its own, and a provider at the
// root would put Radix Tooltip and its positioning library into every page's startup script.
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <ToolPagesContext value={TOOL_PAGES}>
          {children}
          <LazyToaster />
        </ToolPagesContext>
      </AuthProvider>
    </QueryClientProvider>
  );
}
