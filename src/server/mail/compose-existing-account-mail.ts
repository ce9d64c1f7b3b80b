import type { MailMessage } from './mailer';

/**
 * Sent when someone signs up with an e-mail that already has an account. The sign-up answer itself is
 * the same as for a new address (so it cannot be used to test who is registered); this message tells
 * the real owner what happened and where to go.
 */
export function composeExistingAccountMail(options: { to: string; baseUrl: string; brandName: string }): MailMessage {
  const { to, baseUrl, brandName } = options;
  const loginUrl = `${baseUrl}/login`;
  const resetUrl = `${baseUrl}/forgot-password`;
  return {
    to,
    subject: `You already have a ${brandName} account`,
    text:
      `Someone (hopefully you) tried to create a ${brandName} account with this e-mail address, but it already has one.\n\n` +
      `Log in here: ${loginUrl}\n` +
      `Forgot your password? Choose a new one here: ${resetUrl}\n\n` +
      'If it was not you, ignore this message: nothing has changed on your account.',
    html:
      `<p>Someone (hopefully you) tried to create a ${escapeHtml(brandName)} account with this e-mail address, but it already has one.</p>` +
      `<p><a href="${escapeHtml(loginUrl)}">Log in</a> or, if you forgot your password, <a href="${escapeHtml(resetUrl)}">choose a new one</a>.</p>` +
      '<p>If it was not you, ignore this message: nothing has changed on your account.</p>',
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
