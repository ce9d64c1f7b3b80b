import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '../components/ui/tooltip';
import { createQueryClient } from '../lib/query-client';
import { ToolPagesContext } from '../lib/tool-pages';
import { TOOL_PAGES } from './tool-pages';
import { AuthProvider } from './auth-provider';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <ToolPagesContext value={TOOL_PAGES}>
          <TooltipProvider>
            {children}
            {/* Sonner's defaults are the specification's: 4000 ms, 3 visible, 356 px wide, 14 px gap, 20 px swipe. */}
            <Toaster richColors closeButton />
          </TooltipProvider>
        </ToolPagesContext>
      </AuthProvider>
    </QueryClientProvider>
  );
}
