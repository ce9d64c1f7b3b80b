/** The account menu's label: the part of the e-mail before the @, with a capital first letter. */
export function accountLabel(email: string): string {
  const local = email.split('@')[0] ?? '';
  if (!local) return 'Account';
  return local.charAt(0).toUpperCase() + local.slice(1);
}

/** How we greet someone: the name they registered with, unless it is just the default taken from the e-mail. */
export function greetingName(user: { email: string; name?: string | null }): string {
  const name = user.name?.trim() ?? '';
  const local = user.email.split('@')[0] ?? '';
  return name && name !== local ? name : accountLabel(user.email);
}
