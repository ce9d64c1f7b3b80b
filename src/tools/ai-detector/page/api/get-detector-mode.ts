import { useToolSetup } from '../../../../web/lib/tool-setup';
import { aiDetectorSetupSchema } from '../../contract';

/** Whether this server adds the Binoculars score (OPENAI_BASE_URL is set); undefined while loading. */
export function useBinocularsConfigured(): boolean | undefined {
  return useToolSetup('ai-detector', aiDetectorSetupSchema, { logprobs: false })?.logprobs;
}
