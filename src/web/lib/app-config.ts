import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api-client';

export const DEFAULT_BRAND = 'Scribewell';

export const configSchema = z.object({
  brandName: z.string().min(1).catch(DEFAULT_BRAND).default(DEFAULT_BRAND),
  googleSignIn: z.boolean().catch(false).default(false),
  /** Per tool, the optional upgrades this server gives it; each tool reads its own with its contract's schema. */
  tools: z.record(z.string(), z.unknown()).catch({}).default({}),
});
export type AppConfig = z.infer<typeof configSchema>;

const fallback: AppConfig = { brandName: DEFAULT_BRAND, googleSignIn: false, tools: {} };

/** GET /api/config: public settings of this installation (brand, which sign-in methods exist). */
export async function getConfig(): Promise<AppConfig> {
  return configSchema.parse(await apiFetch('/api/config'));
}

export function useConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });
}

/** The brand to show; the default until the config has loaded (or if it cannot be loaded). */
export function useBrandName(): string {
  return useConfig().data?.brandName ?? fallback.brandName;
}
