import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ToolId } from '../../../domain/tools';
import { APP_FRAME_CLASS, MAIN_CLASS } from './frame-classes';
import { StaticTopBar } from './static-top-bar';
import { ToolPagesContext, type ToolPageRegistration } from '../../lib/tool-pages';
import { HomeContent } from '../../features/home/routes/home';

/**
 * What `/`'s HTML shows until the app has loaded: the bar and the whole home page, so a phone paints
 * the page from the HTML instead of after the JavaScript (as each tool page's shell does). The build
 * renders it (vite.config.ts); main.tsx then waits for the home page's code and replaces it in one step.
 * `toolsWithPages`: the tools whose cards link to a page (the others say "not available yet").
 */
export function HomePageShell({ toolsWithPages }: { toolsWithPages: readonly ToolId[] }) {
  const pages = new Map(toolsWithPages.map((id) => [id, {} as ToolPageRegistration]));
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ToolPagesContext value={pages}>
        <MemoryRouter>
          <div className={APP_FRAME_CLASS}>
            <StaticTopBar />
            <main className={MAIN_CLASS}>
              <HomeContent />
            </main>
          </div>
        </MemoryRouter>
      </ToolPagesContext>
    </QueryClientProvider>
  );
}
