import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import type * as Catalogue from '../src/domain/tools';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkToolId, createTool, MARKER } from './new-tool.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A copy of what the generator reads and writes: the catalogue, the router's paths and an empty tools folder. */
function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'new-tool-'));
  for (const path of ['src/domain/tools.ts', 'src/web/app/router.tsx']) cpSync(join(root, path), join(copy, path));
  mkdirSync(join(copy, 'src/tools'), { recursive: true });
  return copy;
}

/** Syntax errors of a generated TypeScript file (the whole repository's type check runs in the demo). */
function syntaxErrors(path: string, text: string): string[] {
  const output = ts.transpileModule(text, { fileName: path, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX } });
  return (output.diagnostics ?? []).map((diagnostic) => `${path}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

// An id no real tool will take, so the test holds whatever tools the catalogue gains.
describe('npm run new-tool', () => {
  let copy: string;
  beforeEach(() => {
    copy = copyRepository();
  });
  afterEach(() => {
    rmSync(copy, { recursive: true, force: true });
  });

  it('writes every side of a tool with routes and a table, and nothing outside its folder but the catalogue and the derived lists', () => {
    const { written, changed } = createTool(copy, 'generator-sample', { withTable: true });
    const folder = 'src/tools/generator-sample';
    expect(written.sort()).toEqual(
      [
        'README.md',
        'bench/run.ts',
        'contract.ts',
        'db/schema.ts',
        'e2e/generator-sample.spec.ts',
        'engine/describe-text.ts',
        'engine/engine.test.ts',
        'engine/engine.ts',
        'eval/run.ts',
        'page/tool-page.test.ts',
        'page/tool-page.tsx',
        'page/generator-sample-page.tsx',
        'server/index.ts',
        'server/generator-sample-routes.db.test.ts',
        'server/generator-sample-routes.ts',
        'server/generator-sample-store.ts',
        'tool.ts',
      ]
        .map((path) => `${folder}/${path}`)
        .sort(),
    );
    expect(changed).toEqual(['src/domain/tools.ts', 'src/tools/tool-servers.generated.ts', 'src/tools/tool-schemas.generated.ts']);
    for (const path of written) {
      expect(existsSync(join(copy, path)), path).toBe(true);
      if (/\.tsx?$/.test(path)) expect(syntaxErrors(path, readFileSync(join(copy, path), 'utf8'))).toEqual([]);
    }
    expect(readFileSync(join(copy, folder, 'contract.ts'), 'utf8')).toContain("id: 'generator-sample'");
    expect(readFileSync(join(copy, folder, 'db/schema.ts'), 'utf8')).toContain("pgTable(\n  'generator_sample_notes'");
    expect(readFileSync(join(copy, 'src/tools/tool-servers.generated.ts'), 'utf8')).toContain("import { toolServer as generatorSample } from './generator-sample/server/index';");
    expect(readFileSync(join(copy, 'src/tools/tool-schemas.generated.ts'), 'utf8')).toContain("export * from './generator-sample/db/schema';");
  });

  it('adds a catalogue entry that parses, with its counter, marked for its copy to be written', async () => {
    createTool(copy, 'generator-sample');
    const catalogue = readFileSync(join(copy, 'src/domain/tools.ts'), 'utf8');
    expect(syntaxErrors('tools.ts', catalogue)).toEqual([]);
    expect(catalogue).toContain(MARKER);
    const { TOOL_IDS, COUNTERS, TOOLS, findTool } = (await import(pathToFileURL(join(copy, 'src/domain/tools.ts')).href)) as typeof Catalogue;
    expect(TOOL_IDS.at(-1)).toBe('generator-sample');
    expect(COUNTERS.at(-1)).toBe('generator_sample');
    expect(TOOLS.length).toBe(TOOL_IDS.length);
    expect(findTool('generator-sample')).toMatchObject({ id: 'generator-sample', counter: 'generator_sample', label: 'Generator sample', icon: 'puzzle', group: 'products' });
    // Without --with-server or --with-table: no server side, no tables.
    expect(existsSync(join(copy, 'src/tools/generator-sample/server'))).toBe(false);
    expect(existsSync(join(copy, 'src/tools/generator-sample/db'))).toBe(false);
  });

  it('refuses an id that is not kebab-case, is taken, or is a path the app uses, before writing anything', () => {
    expect(checkToolId(copy, 'Word_Echo')).toMatch(/kebab-case/);
    expect(checkToolId(copy, 'word--echo')).toMatch(/kebab-case/);
    expect(checkToolId(copy, 'text-compare')).toMatch(/already in the catalogue/);
    expect(checkToolId(copy, 'pricing')).toMatch(/path the app already uses/);
    expect(checkToolId(copy, 'a'.repeat(33))).toMatch(/longer than/);
    expect(checkToolId(copy, 'generator-sample')).toBeUndefined();
    const before = readFileSync(join(copy, 'src/domain/tools.ts'), 'utf8');
    expect(() => createTool(copy, 'text-compare')).toThrow(/already in the catalogue/);
    expect(readFileSync(join(copy, 'src/domain/tools.ts'), 'utf8')).toBe(before);
    createTool(copy, 'generator-sample');
    expect(() => createTool(copy, 'generator-sample')).toThrow(/already in the catalogue/);
  });
});
