import { collapseSpaces, decodeEntities, toPlainText } from '../read/clean-text';

/** What a page says about itself in its markup, before any interpretation. */
export interface HtmlHead {
  /** Meta tags by lower-cased name/property, every value in page order (citation_author repeats). */
  meta: Map<string, string[]>;
  /** The parsed JSON-LD blocks, flattened: @graph members and arrays become separate nodes. */
  jsonLd: Record<string, unknown>[];
  title: string | undefined;
  canonical: string | undefined;
  lang: string | undefined;
}

const ATTRIBUTE = /([^\s"'<>/=]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Reads the meta tags, JSON-LD, <title>, canonical link and language out of an HTML page. */
export function readHtmlHead(html: string): HtmlHead {
  const page = html.replace(/<!--[\s\S]*?-->/g, '');
  const meta = new Map<string, string[]>();
  for (const match of page.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = readAttributes(match[1] ?? '');
    const key = (attributes.name ?? attributes.property ?? attributes.itemprop)?.trim().toLowerCase();
    const content = attributes.content;
    if (!key || content === undefined || !content.trim()) continue;
    const values = meta.get(key) ?? [];
    values.push(collapseSpaces(decodeEntities(content)));
    meta.set(key, values);
  }
  const canonicalTag = [...page.matchAll(/<link\b([^>]*)>/gi)].map((match) => readAttributes(match[1] ?? '')).find((attributes) => /(?:^|\s)canonical(?:\s|$)/i.test(attributes.rel ?? ''));
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(page)?.[1];
  const htmlTag = /<html\b([^>]*)>/i.exec(page)?.[1];
  return {
    meta,
    jsonLd: readJsonLd(page),
    title: title ? toPlainText(title) || undefined : undefined,
    canonical: canonicalTag?.href ? decodeEntities(canonicalTag.href) : undefined,
    lang: htmlTag ? readAttributes(htmlTag).lang : undefined,
  };
}

function readAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !(name in attributes)) attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

function readJsonLd(page: string): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  for (const match of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/application\/ld\+json/i.test(readAttributes(match[1] ?? '').type ?? '')) continue;
    const text = (match[2] ?? '').trim().replace(/^<!\[CDATA\[|\]\]>$/g, '');
    try {
      collectNodes(JSON.parse(text) as unknown, nodes);
    } catch {
      // A broken JSON-LD block is common on real sites; the other metadata still counts.
    }
  }
  return nodes;
}

function collectNodes(value: unknown, nodes: Record<string, unknown>[]): void {
  if (Array.isArray(value)) {
    for (const entry of value) collectNodes(entry, nodes);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (Array.isArray(node['@graph'])) collectNodes(node['@graph'], nodes);
  if (node['@type']) nodes.push(node);
}
