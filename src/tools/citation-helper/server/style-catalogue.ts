import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_STYLE_IDS } from '../contract';
import { BUNDLED_STYLE_DIR, INSTALLED_STYLE_DIR } from '../engine/styles/style-files';
import { HEAD_BYTES, readStyleInfo, type StyleInfo } from './read-style-info';


export interface StyleCatalogueOptions {
  bundledDir?: string;
  installedDir?: string;
}

// Thousands of small files, listed and read synchronously (see readStyleInfo) in batches, yielding between
// batches so requests keep being answered while the catalogue is built (~2 ms per batch).
const READ_BATCH = 100;

function listCslFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.csl'));
  } catch {
    return [];
  }
}

async function readAll(dir: string, names: string[], bundled: boolean): Promise<StyleInfo[]> {
  const out: StyleInfo[] = [];
  const buffer = Buffer.alloc(HEAD_BYTES);
  for (let start = 0; start < names.length; start += READ_BATCH) {
    for (const name of names.slice(start, start + READ_BATCH)) {
      const info = readStyleInfo(join(dir, name), name.slice(0, -4), bundled, buffer);
      if (info) out.push(info);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}

/**
 * Every style the server can format with: the bundled ones first (in the picker's order), then the
 * installed collection, each id once. A bundled style missing from the repository is still listed
 * when the collection has it.
 */
export async function buildStyleCatalogue(options: StyleCatalogueOptions = {}): Promise<StyleInfo[]> {
  const bundledDir = options.bundledDir ?? BUNDLED_STYLE_DIR;
  const installedDir = options.installedDir ?? INSTALLED_STYLE_DIR;
  const bundledFiles = new Set(listCslFiles(bundledDir));
  const [independent, dependent] = [listCslFiles(installedDir), listCslFiles(join(installedDir, 'dependent'))];
  const installed = [...(await readAll(installedDir, independent, false)), ...(await readAll(join(installedDir, 'dependent'), dependent, false))];
  const installedById = new Map(installed.map((info) => [info.id, info]));

  const bundled: StyleInfo[] = [];
  for (const id of BUNDLED_STYLE_IDS) {
    const fromRepo = bundledFiles.has(`${id}.csl`) ? readStyleInfo(join(bundledDir, `${id}.csl`), id, true) : undefined;
    const fromCollection = installedById.get(id);
    bundled.push(fromRepo ?? { id, title: fromCollection?.title ?? id, bundled: true });
  }
  const bundledIds = new Set<string>(BUNDLED_STYLE_IDS);
  return [...bundled, ...installed.filter((info) => !bundledIds.has(info.id))];
}
