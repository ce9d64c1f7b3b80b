import { useQuery } from '@tanstack/react-query';
import type { AppConfig as ServerConfig } from '../../contracts/app-config';
import type { BillingMode } from '../../contracts/billing';
import { apiFetch } from './api-client';

export const DEFAULT_BRAND = 'Scribewell';

/** What the app reads of GET /api/config (src/contracts/app-config.ts; types only, so zod stays out of the first load). */
export type AppConfig = Pick<ServerConfig, 'brandName' | 'googleSignIn' | 'payments' | 'tools'>;

// The contract's BILLING_MODES without importing zod: the Record's type makes the list complete.
const PAYMENT_MODES = Object.keys({ stripe: true, sandbox: true, off: true } satisfies Record<BillingMode, true>) as BillingMode[];

/** GET /api/config's body; a missing or malformed field falls back to its default, so an older server still works. */
export function readConfig(value: unknown): AppConfig {
  const body: Record<string, unknown> = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const { brandName, googleSignIn, payments, tools } = body;
  return {
    brandName: typeof brandName === 'string' && brandName.length > 0 ? brandName : DEFAULT_BRAND,
    googleSignIn: typeof googleSignIn === 'boolean' ? googleSignIn : false,
    payments: PAYMENT_MODES.find((mode) => mode === payments) ?? 'off',
    tools: typeof tools === 'object' && tools !== null && !Array.isArray(tools) ? (tools as Record<string, unknown>) : {},
  };
}

const fallback: AppConfig = { brandName: DEFAULT_BRAND, googleSignIn: false, payments: 'off', tools: {} };

/** GET /api/config: public settings of this installation (brand, which sign-in methods exist). */
export async function getConfig(): Promise<AppConfig> {
  return readConfig(await apiFetch('/api/config'));
}

/** Shared by useConfig and main.tsx, which asks before the first render (see there). */
export const configQuery = { queryKey: ['config'], queryFn: getConfig, staleTime: Infinity } as const;

export function useConfig() {
  return useQuery(configQuery);
}

/** The brand to show; the default until the config has loaded (or if it cannot be loaded). */
export function useBrandName(): string {
  return useConfig().data?.brandName ?? fallback.brandName;
}

/** How this server takes payments; undefined until the config has loaded, so nothing flashes a wrong state. */
export function usePaymentsMode(): AppConfig['payments'] | undefined {
  return useConfig().data?.payments;
}
