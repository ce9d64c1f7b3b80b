import { useToolSetup } from '../../../lib/tool-setup';
import { plagiarismSetupSchema } from '../../../../tools/plagiarism/contract';

/** Whether this server searches the web during a check (a SearXNG is configured). */
export function useWebSearchEnabled(): boolean | undefined {
  return useToolSetup('plagiarism', plagiarismSetupSchema, { webSearch: false })?.webSearch;
}
