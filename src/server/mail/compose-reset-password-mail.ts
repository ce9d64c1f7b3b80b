import type { MailMessage } from './mailer';

export function composeResetPasswordMail(options: { to: string; url: string; brandName: string }): MailMessage {
  const { to, url, brandName } = options;
  return {
    to,
    subject: `Reset your ${brandName} password`,
    text:
      `Someone asked to reset the password of your ${brandName} account.\n\n` +
      `Open this link to choose a new password (valid for one hour):\n${url}\n\n` +
      'If it was not you, ignore this message: your password stays the same.',
    html:
      `<p>Someone asked to reset the password of your ${escapeHtml(brandName)} account.</p>` +
      `<p><a href="${escapeHtml(url)}">Choose a new password</a> (the link is valid for one hour).</p>` +
      '<p>If it was not you, ignore this message: your password stays the same.</p>',
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
