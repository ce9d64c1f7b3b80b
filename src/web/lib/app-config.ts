import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api-client';

export const DEFAULT_BRAND = 'Scribewell';

export const configSchema = z.object({
  brandName: z.string().min(1).catch(DEFAULT_BRAND).default(DEFAULT_BRAND),
  googleSignIn: z.boolean().catch(false).default(false),
  /** How this server takes payments: Stripe, the test-mode checkout (BILLING_SANDBOX), or not at all. */
  payments: z.enum(['stripe', 'sandbox', 'off']).catch('off').default('off'),
  /** Per tool, the optional upgrades this server gives it; each tool reads its own with its contract's schema. */
  tools: z.record(z.string(), z.unknown()).catch({}).default({}),
});
export type AppConfig = z.infer<typeof configSchema>;

const fallback: AppConfig = { brandName: DEFAULT_BRAND, googleSignIn: false, payments: 'off', tools: {} };

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

/** How this server takes payments; undefined until the config has loaded, so nothing flashes a wrong state. */
export function usePaymentsMode(): AppConfig['payments'] | undefined {
  return useConfig().data?.payments;
}
