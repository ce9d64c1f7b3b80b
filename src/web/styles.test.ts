import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

const WEB = dirname(fileURLToPath(import.meta.url));

/** The files Tailwind reads for class names when it builds styles.css, as the Vite plugin sees them. */
async function listScannedFiles(): Promise<Set<string>> {
  const compiler = await compile(readFileSync(join(WEB, 'styles.css'), 'utf8'), { base: WEB, onDependency: () => {} });
  const root = compiler.root === 'none' ? [] : [{ base: compiler.root?.base ?? WEB, pattern: compiler.root?.pattern ?? '**/*', negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  scanner.scan();
  return new Set(scanner.files);
}

describe('styles.css', () => {
  // After the tool pages moved to src/tools/<id>/page, components one folder deeper were left out of the
  // scan: their classes (a confidence bar's height, say) were missing from the build and the bars vanished.
  it('has Tailwind read every component of every tool page, however deep', async () => {
    const scanned = await listScannedFiles();
    const pages = await glob('src/tools/*/page/**/*.tsx', { cwd: join(WEB, '..', '..'), absolute: true, ignore: ['**/*.test.tsx'] });
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.filter((file) => !scanned.has(file))).toEqual([]);
  });
});
