import type { MailMessage } from '../mail/mailer';
import type { BillingProviderName } from './billing-state';

export interface EventHandlerContext {
  provider: BillingProviderName;
  now: Date;
  brandName: string;
  baseUrl: string;
}

export interface HandlerResult {
  /** applied | stale | duplicate | unknown_user | ignored_* : kept in processed_events for support. */
  outcome: string;
  userId: string | null;
  /** Tell the user's open tabs (a `subscription` event) once the transaction has committed. */
  notify?: boolean;
  /** Sent after commit, so a rolled-back event never mails anyone. */
  mail?: MailMessage[];
}
