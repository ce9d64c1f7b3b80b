/** Marks a catalogued tool that has no page yet, wherever tools are listed (menus, cards). */
export function NotAvailableTag() {
  return <span className="ml-auto shrink-0 rounded-full border px-2 py-0.5 text-[11px] font-normal text-muted-foreground">Not available yet</span>;
}
