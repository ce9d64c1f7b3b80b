import { describe, expect, it } from 'vitest';
import { PLANS } from '../../domain/plans';
import { loadConfig } from '../config/load-config';
import { createPublicRoutes } from './public-routes';

function createRoutes(env: Record<string, string> = {}) {
  return createPublicRoutes({ config: loadConfig(env), toolSetup: { plagiarism: { webSearch: false } } });
}

describe('public routes', () => {
  it('GET /health answers ok', async () => {
    const response = await createRoutes().request('/health');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /plans lists Free, Pro and Ultimate with the Plan fields', async () => {
    const plans = (await (await createRoutes().request('/plans')).json()) as Record<string, unknown>[];
    expect(plans.map((plan) => plan.name)).toEqual(['Free', 'Pro', 'Ultimate']);
    for (const plan of plans) {
      for (const field of ['name', 'price', 'period', 'requests', 'wordCount', 'description', 'features', 'buttonText', 'buttonVariant']) {
        expect(plan).toHaveProperty(field);
      }
    }
    expect(plans).toEqual(JSON.parse(JSON.stringify(PLANS)));
    expect(plans[1]).toMatchObject({ price: 12.99, requests: 100, wordCount: 1000, highlighted: true });
  });

  it("GET /config tells whether Google sign-in is configured, and each tool's optional upgrades", async () => {
    const without = (await (await createRoutes().request('/config')).json()) as Record<string, unknown>;
    expect(without).toMatchObject({ brandName: 'Scribewell', googleSignIn: false, tools: { plagiarism: { webSearch: false } } });

    const withGoogle = (await (
      await createRoutes({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', BRAND_NAME: 'Inkwell' }).request('/config')
    ).json()) as Record<string, unknown>;
    expect(withGoogle).toMatchObject({ brandName: 'Inkwell', googleSignIn: true });
  });

  it('GET /config says payments are off unless Stripe keys or BILLING_SANDBOX turn them on', async () => {
    const payments = async (env: Record<string, string>) => ((await (await createRoutes(env).request('/config')).json()) as { payments: string }).payments;
    expect(await payments({})).toBe('off');
    expect(await payments({ BILLING_SANDBOX: 'true' })).toBe('sandbox');
    expect(await payments({ BILLING_SANDBOX: 'true', STRIPE_SECRET_KEY: 'sk_test_x' })).toBe('stripe');
  });
});
