import { useToolSetup } from '../../../../web/lib/tool-setup';
import { plagiarismSetupSchema } from '../../contract';

/** Whether this server searches the web during a check (a SearXNG is configured). */
export function useWebSearchEnabled(): boolean | undefined {
  return useToolSetup('plagiarism', plagiarismSetupSchema, { webSearch: false })?.webSearch;
}
