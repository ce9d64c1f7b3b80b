import type { ToolInfo } from '../../../domain/tools';
import { ToolPageHeading } from '../../components/tool-page/tool-page-heading';
import {
  RequestsLeftSkeleton,
  TOOL_HEADER_ASIDE_CLASS,
  TOOL_HEADER_CLASS,
  TOOL_PAGE_CLASS,
} from '../../components/tool-page/tool-page-layout';
import { APP_FRAME_CLASS, MAIN_CLASS, TOP_BAR_CLASS } from './frame-classes';

/**
 * What `<tool-id>/index.html` shows until the app has loaded: the bar, and the page's heading where
 * the page draws it. The build renders this to HTML (vite.config.ts); main.tsx then waits for the
 * page's code so its first render replaces the shell in one step, without a spinner in between.
 */
export function ToolPageShell({ tool }: { tool: ToolInfo }) {
  return (
    <div className={APP_FRAME_CLASS}>
      <div className={TOP_BAR_CLASS} />
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
  );
}
