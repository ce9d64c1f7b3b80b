import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BUNDLED_STYLE_IDS } from '../../tools/citation-helper/contract';
import { BUNDLED_STYLE_DIR, INSTALLED_STYLE_DIR } from '../../tools/citation-helper/styles/style-files';
import { readStyleInfo, type StyleInfo } from './read-style-info';


export interface StyleCatalogueOptions {
  bundledDir?: string;
  installedDir?: string;
}

// Thousands of small files: read a few dozen at a time rather than all at once.
const READ_CONCURRENCY = 64;

async function listCslFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.csl'));
  } catch {
    return [];
  }
}

async function readAll(dir: string, names: string[], bundled: boolean): Promise<StyleInfo[]> {
  const out: StyleInfo[] = [];
  for (let start = 0; start < names.length; start += READ_CONCURRENCY) {
    const batch = names.slice(start, start + READ_CONCURRENCY);
    const infos = await Promise.all(batch.map((name) => readStyleInfo(join(dir, name), name.slice(0, -4), bundled)));
    for (const info of infos) if (info) out.push(info);
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
  const bundledFiles = new Set(await listCslFiles(bundledDir));
  const [independent, dependent] = await Promise.all([listCslFiles(installedDir), listCslFiles(join(installedDir, 'dependent'))]);
  const installed = [...(await readAll(installedDir, independent, false)), ...(await readAll(join(installedDir, 'dependent'), dependent, false))];
  const installedById = new Map(installed.map((info) => [info.id, info]));

  const bundled: StyleInfo[] = [];
  for (const id of BUNDLED_STYLE_IDS) {
    const fromRepo = bundledFiles.has(`${id}.csl`) ? await readStyleInfo(join(bundledDir, `${id}.csl`), id, true) : undefined;
    const fromCollection = installedById.get(id);
    bundled.push(fromRepo ?? { id, title: fromCollection?.title ?? id, bundled: true });
  }
  const bundledIds = new Set<string>(BUNDLED_STYLE_IDS);
  return [...bundled, ...installed.filter((info) => !bundledIds.has(info.id))];
}
