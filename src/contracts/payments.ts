import { z } from 'zod';

/** One payment (or failed attempt) on the caller's account; `amount` in the currency's smallest unit (cents). */
export const paymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string(),
  plan: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'failed']),
  description: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/billing/payments: the newest first. */
export const paymentListSchema = z.object({ items: z.array(paymentSchema) });
export type PaymentList = z.infer<typeof paymentListSchema>;
