import type { EntryHead } from './read-entry-head';

/**
 * "Embaixador, Rede Brasileira de Reprodutibilidade" among "Board Member, Software Underground" and "Topic Editor,
 * Journal of Open Source Software": the other items of the section are one title line parted at its comma into
 * a role and an organisation, so a title line of two comma-parted pieces whose words named neither is parted the
 * same way (the section's order then says which piece is the role). Taken only when two siblings or more were so
 * parted and none of the section's one-piece titles holds a comma it kept.
 */
export function splitLikeSiblings(read: { head: EntryHead; raw: string[] }[]): EntryHead[] {
  const partedAtComma = read.filter(({ head, raw }) => raw.length === 1 && head.parts.length === 2 && head.parts.join(', ') === raw[0]).length;
  if (partedAtComma < 2) return read.map(({ head }) => head);
  return read.map(({ head, raw }) => {
    if (raw.length !== 1 || head.parts.length !== 1 || head.parts[0] !== raw[0]) return head;
    const pieces = raw[0]!.split(/,\s+/);
    return pieces.length === 2 && pieces.every((piece) => /^\p{Lu}/u.test(piece)) ? { ...head, parts: pieces } : head;
  });
}
