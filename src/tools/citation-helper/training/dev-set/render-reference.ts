/**
 * Renders CSL-JSON items as bibliography entries with a real CSL style through citation-js, so the
 * dev set is what a student would copy out of a reference list. Styles come from the repository's
 * bundled folder when it has them, otherwise from Debian's citation-style-language-styles.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Cite, plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import type { CslItem } from '../../contract';

const BUNDLED = fileURLToPath(new URL('../../engine/styles/', import.meta.url));
const DEBIAN = '/usr/share/citation-style-language/';

interface CslConfig {
  styles: { add(name: string, xml: string): void; has(name: string): boolean };
  locales: { add(name: string, xml: string): void; has(name: string): boolean };
}
const config = plugins.config.get('@csl') as CslConfig;

function readFirst(paths: string[]): string {
  const found = paths.find((path) => existsSync(path));
  if (!found) throw new Error(`None of these files exists: ${paths.join(', ')}`);
  return readFileSync(found, 'utf8');
}

function ensureStyle(styleId: string): void {
  if (config.styles.has(styleId)) return;
  config.styles.add(styleId, readFirst([`${BUNDLED}${styleId}.csl`, `${DEBIAN}styles/${styleId}.csl`]));
}

function ensureLocale(locale: string): void {
  if (config.locales.has(locale)) return;
  config.locales.add(
    locale,
    readFirst([`${BUNDLED}locales/locales-${locale}.xml`, `${BUNDLED}locales-${locale}.xml`, `${DEBIAN}locales/locales-${locale}.xml`]),
  );
}

/** The style's own default locale, so Harvard (Cite Them Right) renders in en-GB as its users see it. */
function defaultLocaleOf(styleId: string): string {
  const xml = readFirst([`${BUNDLED}${styleId}.csl`, `${DEBIAN}styles/${styleId}.csl`]);
  return /default-locale="([^"]+)"/.exec(xml)?.[1] ?? 'en-US';
}

/** One plain-text bibliography entry per item, in the items' order. */
export function renderReference(item: CslItem, styleId: string): string {
  ensureStyle(styleId);
  const locale = defaultLocaleOf(styleId);
  ensureLocale(locale);
  const cite = new Cite([item]);
  const text = cite.format('bibliography', { format: 'text', template: styleId, lang: locale }) as string;
  return text.trim();
}
