import { isToolId, TOOL_IDS, type ToolId } from '../../domain/tools';
import type { ToolPageRegistration } from '../lib/tool-pages';

// Every tool folder whose page registers itself (src/tools/<id>/page/tool-page.tsx), found by convention:
// adding a tool never edits a list here.
const modules = import.meta.glob<{ toolPage: ToolPageRegistration }>('../../tools/*/page/tool-page.tsx', { eager: true });

function collectToolPages(): ReadonlyMap<ToolId, ToolPageRegistration> {
  const pages = new Map<ToolId, ToolPageRegistration>();
  for (const [path, module] of Object.entries(modules)) {
    const folder = path.split('/').at(-3) ?? '';
    const page = module.toolPage;
    if (!isToolId(folder) || page?.toolId !== folder) {
      throw new Error(`${path} must export \`toolPage\`, the page registration of a catalogued tool named like its folder.`);
    }
    pages.set(page.toolId, page);
  }
  // Catalogue order, so menus and cards never depend on the file system's.
  return new Map(TOOL_IDS.flatMap((id) => (pages.has(id) ? [[id, pages.get(id)!] as const] : [])));
}

export const TOOL_PAGES = collectToolPages();
