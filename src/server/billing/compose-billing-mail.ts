import type { MailMessage } from '../mail/mailer';

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

export function composeReceiptMail(input: {
  to: string;
  brandName: string;
  plan: string;
  amount: number;
  currency: string;
  invoiceId: string;
  baseUrl: string;
}): MailMessage {
  const total = formatAmount(input.amount, input.currency);
  return {
    to: input.to,
    subject: `${input.brandName} receipt: ${input.plan} plan, ${total}`,
    text: [
      `Thank you for your payment.`,
      ``,
      `Plan: ${input.plan}`,
      `Amount paid: ${total}`,
      `Receipt number: ${input.invoiceId}`,
      `Date: ${new Date().toISOString().slice(0, 10)}`,
      ``,
      `Your payments are listed on your dashboard: ${input.baseUrl}/dashboard`,
    ].join('\n'),
  };
}

export function composePaymentFailedMail(input: {
  to: string;
  brandName: string;
  plan: string;
  graceEndsAt: Date;
  baseUrl: string;
}): MailMessage {
  const date = input.graceEndsAt.toISOString().slice(0, 10);
  return {
    to: input.to,
    subject: `${input.brandName}: your payment for the ${input.plan} plan failed`,
    text: [
      `We could not collect the payment for your ${input.plan} plan.`,
      ``,
      `You keep ${input.plan} until ${date}. If the payment still has not gone through by then, your account moves to the Free plan.`,
      `Update your card on your dashboard: ${input.baseUrl}/dashboard`,
    ].join('\n'),
  };
}
