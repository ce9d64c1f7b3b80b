import { MemoryRouter } from 'react-router';
import type { ToolInfo } from '../../../domain/tools';
import { ToolPageHeading } from '../../components/tool-page/tool-page-heading';
import {
  RequestsLeftSkeleton,
  TOOL_HEADER_ASIDE_CLASS,
  TOOL_HEADER_CLASS,
  TOOL_PAGE_CLASS,
} from '../../components/tool-page/tool-page-layout';
import { APP_FRAME_CLASS, MAIN_CLASS } from './frame-classes';
import { StaticTopBar } from './static-top-bar';

/**
 * What `<tool-id>/index.html` shows until the app has loaded: the bar, and the page's heading where
 * the page draws it. The build renders this to HTML (vite.config.ts); main.tsx then waits for the
 * page's code so its first render replaces the shell in one step, without a spinner in between.
 */
export function ToolPageShell({ tool }: { tool: ToolInfo }) {
  return (
    <MemoryRouter initialEntries={[`/${tool.id}`]}>
      <div className={APP_FRAME_CLASS}>
        <StaticTopBar />
        <main className={MAIN_CLASS}>
          <div className={TOOL_PAGE_CLASS}>
            <header className={TOOL_HEADER_CLASS}>
              <ToolPageHeading tool={tool} />
              <div className={TOOL_HEADER_ASIDE_CLASS}>
                <RequestsLeftSkeleton />
              </div>
            </header>
          </div>
        </main>
      </div>
    </MemoryRouter>
  );
}
