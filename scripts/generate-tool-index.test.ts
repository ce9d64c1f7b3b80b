import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findStaleToolIndexes, renderToolIndexes } from './generate-tool-index.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the generated tool indexes (src/tools/*.generated.ts)', () => {
  it('list every tool folder with a server side or tables of its own, as they are now', () => {
    expect(findStaleToolIndexes(root), 'out of date: run npm run generate:tools').toEqual([]);
  });

  it('import each tool server and schema by its folder', () => {
    const indexes = renderToolIndexes(root);
    expect(indexes.get('src/tools/tool-servers.generated.ts')).toContain("import { toolServer as citationHelper } from './citation-helper/server/index';");
    expect(indexes.get('src/tools/tool-schemas.generated.ts')).toContain("export * from './resume-builder/db/schema';");
  });
});
