import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { TooltipProvider } from '../components/ui/tooltip';
import { createQueryClient } from '../lib/query-client';
import { ToolPagesContext } from '../lib/tool-pages';
import { TOOL_PAGES } from './tool-pages';
import { AuthProvider } from './auth-provider';
import { LazyToaster } from './lazy-toaster';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <ToolPagesContext value={TOOL_PAGES}>
          <TooltipProvider>
            {children}
            <LazyToaster />
          </TooltipProvider>
        </ToolPagesContext>
      </AuthProvider>
    </QueryClientProvider>
  );
}
