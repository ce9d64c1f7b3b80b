/** The account menu's label: the part of the e-mail before the @, with a capital first letter. */
export function accountLabel(email: string): string {
  const local = email.split('@')[0] ?? '';
  if (!local) return 'Account';
  return local.charAt(0).toUpperCase() + local.slice(1);
}
