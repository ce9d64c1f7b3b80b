import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUNDLED_STYLE_IDS } from '../../contract';

export const BUNDLED_STYLE_DIR = fileURLToPath(new URL('.', import.meta.url));
const BUNDLED_LOCALE_DIR = fileURLToPath(new URL('./locales/', import.meta.url));
/** Debian's citation-style-language-styles / -locales: ~2,500 official styles when installed. */
export const INSTALLED_STYLE_DIR = process.env.CSL_STYLES_DIR ?? '/usr/share/citation-style-language/styles';
export const INSTALLED_LOCALE_DIR = process.env.CSL_LOCALES_DIR ?? '/usr/share/citation-style-language/locales';

const STYLE_ID = /^[a-z0-9][a-z0-9-]{0,150}$/;

export function isBundledStyle(id: string): boolean {
  return (BUNDLED_STYLE_IDS as readonly string[]).includes(id);
}

/** A style's CSL XML by id: the repository's copy first, then Debian's collection (dependent styles included). */
export function readStyleFile(id: string): string | undefined {
  if (!STYLE_ID.test(id)) return undefined;
  const candidates = isBundledStyle(id)
    ? [`${BUNDLED_STYLE_DIR}${id}.csl`]
    : [`${INSTALLED_STYLE_DIR}/${id}.csl`, `${INSTALLED_STYLE_DIR}/dependent/${id}.csl`];
  const found = candidates.find((path) => existsSync(path));
  return found ? readFileSync(found, 'utf8') : undefined;
}

/** Locale files, keyed by tag ("en-US"): Debian's when installed, the repository's five always (they win). */
export function readLocaleFiles(): Map<string, string> {
  const locales = new Map<string, string>();
  for (const dir of [INSTALLED_LOCALE_DIR, BUNDLED_LOCALE_DIR]) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const match = /^locales-([A-Za-z-]+)\.xml$/.exec(name);
      if (match?.[1]) locales.set(match[1], readFileSync(`${dir}/${name}`, 'utf8'));
    }
  }
  return locales;
}

/** Ids of Debian's installed independent and dependent styles (empty when the package is missing). */
export function listInstalledStyleIds(): string[] {
  const ids: string[] = [];
  for (const dir of [INSTALLED_STYLE_DIR, `${INSTALLED_STYLE_DIR}/dependent`]) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (name.endsWith('.csl')) ids.push(name.slice(0, -4));
  }
  return ids;
}
