/** The marker on every placeholder of a generated tool. */
export const MARKER: string;
export interface ToolNames {
  id: string;
  camel: string;
  pascal: string;
  snake: string;
  label: string;
}
export function describeNames(id: string): ToolNames;
/** Why `id` cannot be a new tool in the repository at `root`, or undefined when it can. */
export function checkToolId(root: string, id: string): string | undefined;
/** The catalogue's text with the new tool's id, counter and placeholder entry added. */
export function addCatalogueEntry(catalogue: string, names: ToolNames): string;
/** Each file of the new tool's folder, by its path from the repository root. */
export function renderToolFiles(names: ToolNames, options: { withServer: boolean; withTable: boolean }): Map<string, string>;
/** Writes the tool into `root` and adds its catalogue entry (throws for an id that is taken or not kebab-case). */
export function createTool(root: string, id: string, options?: { withServer?: boolean; withTable?: boolean }): { written: string[]; changed: string[] };
