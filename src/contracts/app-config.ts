import { z } from 'zod';
import { BILLING_MODES } from './billing';

/**
 * GET /api/config: public settings of this installation, asked before anyone signs in. The web app
 * reads it by hand, without zod, on its first load (src/web/lib/app-config.ts, decisions/0015), with a
 * default for each field so an older server still works; it imports these types only.
 */
export const appConfigSchema = z.object({
  brandName: z.string(),
  googleSignIn: z.boolean(),
  emailDelivery: z.enum(['smtp', 'outbox']),
  /** 'sandbox' puts a "Test-mode payments" label on every page; 'off' means paid plans cannot be bought here. */
  payments: z.enum(BILLING_MODES),
  /** Per tool id, the optional upgrades this server gives it; each tool reads its own with its contract's setup schema. */
  tools: z.record(z.string(), z.unknown()),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
