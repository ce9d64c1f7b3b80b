import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export const DEFAULT_BRAND = 'Scribewell';

export interface AppConfig {
  brandName: string;
  googleSignIn: boolean;
  /** How this server takes payments: Stripe, the test-mode checkout (BILLING_SANDBOX), or not at all. */
  payments: 'stripe' | 'sandbox' | 'off';
  /** Per tool, the optional upgrades this server gives it; each tool reads its own with its contract's schema. */
  tools: Record<string, unknown>;
}

const PAYMENT_MODES: readonly AppConfig['payments'][] = ['stripe', 'sandbox', 'off'];

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
