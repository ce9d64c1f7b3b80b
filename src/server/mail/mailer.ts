import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import { emailOutbox } from '../../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set. Otherwise the message goes to the email_outbox table and the server log,
 * so a self-hoster without a mail server can still hand out a password-reset link.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async sendMail(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async sendMail(message) {
      await options.db.insert(emailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
      });
      console.info(`[mail] SMTP_URL is not set; kept in email_outbox for ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}
