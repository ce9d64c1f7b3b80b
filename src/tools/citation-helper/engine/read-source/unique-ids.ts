import type { CslItem } from '../../contract';

/** citeproc keys everything by id: a second "smith2020" (or an empty id) gets a suffix instead of replacing the first. */
export function makeIdsUnique(items: CslItem[], taken: Set<string> = new Set()): CslItem[] {
  return items.map((item, index) => {
    const base = item.id.trim() || `item-${index + 1}`;
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return id === item.id ? item : { ...item, id };
  });
}
