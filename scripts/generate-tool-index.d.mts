/** Each generated tool index's path (from the repository root) and the text it must hold. */
export function renderToolIndexes(root: string): Map<string, string>;
/** The generated tool indexes whose text differs from what they must hold. */
export function findStaleToolIndexes(root: string): string[];
/** Writes the stale tool indexes and returns their paths. */
export function writeToolIndexes(root: string): string[];
