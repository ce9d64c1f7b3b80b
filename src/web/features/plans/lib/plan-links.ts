/** Where a plan's button goes: Free means an account, paid plans go through checkout. */
export function planHref(planName: string): string {
  const slug = planName.toLowerCase();
  return slug === 'free' ? '/register' : `/checkout?plan=${encodeURIComponent(slug)}`;
}

export function formatPrice(price: number): string {
  return price === 0 ? '$0' : `$${price.toFixed(2)}`;
}
