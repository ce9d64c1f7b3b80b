import type { CitationResult, CslItem } from '../api/format-citations';

/**
 * The list after a run that read a new source alongside the current items. When the engine returned
 * the current items too, its list is the list and its formatting covers it; otherwise the new items are
 * appended (ids made unique) and the formatting covers only part of the list.
 */
export function mergeRunItems(current: readonly CslItem[], result: CitationResult): { items: CslItem[]; complete: boolean } {
  const returned = new Set(result.items.map((item) => item.id));
  if (current.every((item) => returned.has(item.id))) return { items: result.items as CslItem[], complete: true };
  const taken = new Set(current.map((item) => item.id));
  const added = (result.items as CslItem[]).map((item) => {
    let id = item.id;
    for (let n = 2; taken.has(id); n++) id = `${item.id}-${n}`;
    taken.add(id);
    return id === item.id ? item : { ...item, id };
  });
  return { items: [...current, ...added], complete: false };
}

/** A fresh id for a source typed into the form. */
export function makeItemId(items: readonly CslItem[]): string {
  const taken = new Set(items.map((item) => item.id));
  let n = items.length + 1;
  while (taken.has(`source-${n}`)) n++;
  return `source-${n}`;
}
