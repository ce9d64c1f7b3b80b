import { createHash } from 'node:crypto';
import { ToolInputError } from '../../../../platform/engine';
import { readStyleFile } from '../styles/style-files';
import { readDefaultLocale, readIndependentParentId, readStyleTitle } from '../styles/style-info';
import { checkStyleMacros } from './check-style-macros';
import { getCslPlugin } from './citation-js';

/** A style ready for citeproc: registered with citation-js under `engineName`. */
export interface ResolvedStyle {
  id: string;
  title: string;
  xml: string;
  engineName: string;
  /** From a dependent style (e.g. a journal using APA): the locale it asks for when the user names none. */
  defaultLocale?: string;
}

// Style files do not change while the server runs: read, parse and register each one once, not on every request.
const resolvedById = new Map<string, ResolvedStyle>();

export function resolveStyle(style: string, styleXml?: string): ResolvedStyle {
  if (style === 'custom') return resolveCustomStyle(styleXml ?? '');
  const known = resolvedById.get(style);
  if (known) return known;
  const resolved = resolveNamedStyle(style);
  resolvedById.set(style, resolved);
  return resolved;
}

function resolveNamedStyle(style: string): ResolvedStyle {
  const xml = readStyleFile(style);
  if (!xml) {
    throw new ToolInputError(`There is no citation style "${style}". Pick one from the list, such as "apa" or "modern-language-association", or upload a .csl file.`);
  }
  const parentId = readIndependentParentId(xml);
  const parentXml = parentId ? readStyleFile(parentId) : undefined;
  if (parentId && !parentXml) throw new ToolInputError(`The style "${style}" builds on "${parentId}", which is not installed.`);
  const runXml = parentXml ?? xml;
  const engineName = `style:${style}`;
  registerStyle(engineName, runXml);
  return { id: style, title: readStyleTitle(xml) ?? style, xml: runXml, engineName, defaultLocale: readDefaultLocale(xml) };
}

function resolveCustomStyle(xml: string): ResolvedStyle {
  if (!/<style[\s>]/.test(xml) || !/xmlns=["']http:\/\/purl\.org\/net\/xbiblio\/csl["']/.test(xml)) {
    throw new ToolInputError('The uploaded style is not a CSL file: a .csl file starts with <style xmlns="http://purl.org/net/xbiblio/csl" …>.');
  }
  if (readIndependentParentId(xml)) {
    throw new ToolInputError('This .csl file is a dependent style that only points at another style; upload the style it names as its "independent-parent".');
  }
  // Before citeproc builds it: a macro fan-out or loop would hold the thread while it inlines the macros.
  checkStyleMacros(xml);
  // Named by content, so the same upload reuses citation-js's cached engine instead of building another.
  const engineName = `custom:${createHash('sha256').update(xml).digest('hex').slice(0, 24)}`;
  registerStyle(engineName, xml);
  return { id: 'custom', title: readStyleTitle(xml) ?? 'Custom style', xml, engineName };
}

function registerStyle(engineName: string, xml: string): void {
  const { styles } = getCslPlugin();
  if (!styles.has(engineName)) styles.add(engineName, xml);
}
