import { joinPieces, splitPieces } from './inline-pieces';
import { translateWordyBlocks, type TranslateBlocks } from './translate-blocks';
import { splitMargins } from './translate-plain-text';
import { decodeEntities, encodeAttribute, encodeText, tagName, tokenizeMarkup } from './xml-text';

/** Elements that format words inside a sentence: they stay within the block sent to the engine. */
const INLINE = new Set('a abbr b bdi bdo cite data dfn em font i ins del mark q s small span strong sub sup time u label code kbd samp var'.split(' '));
/** Code inside a sentence is sent in backticks, which the pipeline protects, so it comes back unchanged. */
const CODE = new Set(['code', 'kbd', 'samp', 'var']);
/** Elements whose content is not prose for a reader. */
const SKIP = new Set(['script', 'style', 'pre', 'textarea', 'svg', 'math', 'template', 'noscript']);
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const ATTRIBUTES = /(\s(?:alt|title|placeholder|aria-label)\s*=\s*)("([^"]*)"|'([^']*)')/gi;

interface HtmlPiece {
  token: number;
  code: boolean;
}

export interface HtmlTranslation {
  html: string;
  /** Blocks whose inline formatting had to be simplified because the engine lost or moved it. */
  simplified: number;
}

/**
 * An .html file with its text translated in place: every tag, attribute and comment is kept, a
 * paragraph's bold or linked words keep their tags, `alt`/`title` texts are translated, and scripts,
 * styles, `<pre>` and anything marked `translate="no"` are left alone. `<html lang>` becomes the target.
 */
export async function translateHtml(html: string, translateBlocks: TranslateBlocks, target?: string): Promise<HtmlTranslation> {
  const tokens = tokenizeMarkup(html);
  const blocks: HtmlPiece[][] = [];
  const attributes: Array<{ token: number; value: string }> = [];
  let block: HtmlPiece[] = [];
  let skipping: { name: string; depth: number } | undefined;
  let inCode = 0;
  const endBlock = () => {
    if (block.length > 0) blocks.push(block);
    block = [];
  };

  tokens.forEach((token, index) => {
    if (token.startsWith('<!--')) return;
    const name = tagName(token)?.toLowerCase();
    const closing = token.startsWith('</');
    const opening = !!name && !closing && !token.endsWith('/>') && !VOID.has(name);
    if (skipping) {
      if (name === skipping.name) skipping.depth += closing ? -1 : opening ? 1 : 0;
      if (skipping.depth === 0) skipping = undefined;
      return;
    }
    if (!name) {
      if (!token.startsWith('<')) block.push({ token: index, code: inCode > 0 });
      return;
    }
    if (!closing) {
      for (const match of token.matchAll(ATTRIBUTES)) attributes.push({ token: index, value: decodeEntities(match[3] ?? match[4] ?? '') });
    }
    if (opening && (SKIP.has(name) || /\stranslate\s*=\s*["']?no\b/i.test(token))) {
      endBlock();
      skipping = { name, depth: 1 };
      return;
    }
    if (CODE.has(name) && !token.endsWith('/>')) inCode += closing ? -1 : 1;
    if (!INLINE.has(name)) endBlock();
  });
  endBlock();

  const pieceTexts = blocks.map((pieces) => pieces.map((piece) => sentText(tokens[piece.token] ?? '', piece.code)));
  const sent = pieceTexts.map((texts) => {
    const joined = joinPieces(texts.map((text) => text.replace(/\s+/g, ' ')));
    return joined.trim();
  });
  const replies = await translateWordyBlocks([...sent, ...attributes.map((attribute) => attribute.value)], translateBlocks);

  let simplified = 0;
  blocks.forEach((pieces, blockIndex) => {
    const reply = replies[blockIndex] ?? '';
    if (reply === sent[blockIndex]) return;
    const split = splitPieces(reply, pieces.length);
    if (!split.intact) simplified += 1;
    pieces.forEach((piece, position) => {
      const original = decodeEntities(tokens[piece.token] ?? '');
      const margins = splitMargins(original);
      const translated = split.texts[position] ?? '';
      const text = piece.code ? translated.replace(/^(\s*)`|`(\s*)$/g, '$1$2') : translated;
      const before = position === 0 ? margins.before : '';
      const after = position === pieces.length - 1 ? margins.after : '';
      tokens[piece.token] = encodeText(before + text + after);
    });
  });
  attributes.forEach((attribute, position) => {
    const reply = replies[blocks.length + position] ?? attribute.value;
    const tag = tokens[attribute.token];
    if (reply === attribute.value || tag === undefined) return;
    // Replace this attribute's value only, leaving the tag's other attributes as they were.
    let seen = 0;
    const nth = attributes.slice(0, position).filter((other) => other.token === attribute.token).length;
    tokens[attribute.token] = tag.replace(ATTRIBUTES, (whole, lead: string) =>
      seen++ === nth ? `${lead}"${encodeAttribute(reply)}"` : whole,
    );
  });
  if (target) setDocumentLanguage(tokens, target);
  return { html: tokens.join(''), simplified };
}

function sentText(token: string, code: boolean): string {
  const text = decodeEntities(token);
  if (!code || !text.trim()) return text;
  const { before, text: core, after } = splitMargins(text);
  return `${before}\`${core}\`${after}`;
}

function setDocumentLanguage(tokens: string[], target: string) {
  const index = tokens.findIndex((token) => tagName(token)?.toLowerCase() === 'html' && !token.startsWith('</'));
  if (index < 0) return;
  const tag = tokens[index];
  if (tag === undefined) return;
  tokens[index] = /\slang\s*=/i.test(tag)
    ? tag.replace(/(\slang\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${encodeAttribute(target)}"`)
    : tag.replace(/^<html/i, `<html lang="${encodeAttribute(target)}"`);
}
