import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../../web/lib/api-client';
import { useToolSetup } from '../../../../web/lib/tool-setup';
import { engineInfoSchema, translateSetupSchema, type EngineInfo } from './translate-text';

const enginesSchema = z.array(engineInfoSchema);

/**
 * The engines, whether each is on and the pairs it has. /api/config usually says (`tools.translate`);
 * when it does not, GET /api/translate/engines is asked once. Undefined while loading.
 */
export function useTranslateEngines(): { engines: EngineInfo[] | undefined; failed: boolean } {
  const setup = useToolSetup('translate', translateSetupSchema, { engines: [] });
  const fromConfig = setup && setup.engines.length > 0 ? setup.engines : null;
  const listed = useQuery({
    queryKey: ['translate', 'engines'],
    queryFn: async () => enginesSchema.parse(await apiFetch('/api/translate/engines')),
    enabled: setup !== undefined && fromConfig === null,
    staleTime: 5 * 60_000,
  });
  if (fromConfig) return { engines: fromConfig, failed: false };
  if (listed.isError) return { engines: [], failed: true };
  return { engines: listed.data, failed: false };
}
