import { isSameLanguage } from './document-language';
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
/** `lang` and XHTML's `xml:lang` (not `hreflang`, which names the language of a link's target). */
const LANG_ATTRIBUTES = /(\s(?:xml:)?lang\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/gi;

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
 * styles, `<pre>` and anything marked `translate="no"` are left alone. `<html lang>` (and `xml:lang`,
 * and a `Content-Language` meta) becomes the target; with `source`, an element inside the text that says
 * it is in the source language says the target instead.
 */
export async function translateHtml(html: string, translateBlocks: TranslateBlocks, target?: string, source?: string): Promise<HtmlTranslation> {
  const tokens = tokenizeMarkup(html);
  const blocks: HtmlPiece[][] = [];
  const attributes: Array<{ token: number; value: string }> = [];
  /** Tags inside translated text that declare a language. */
  const declaring: number[] = [];
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
    if (!closing && name !== 'html' && /\s(?:xml:)?lang\s*=/i.test(token)) declaring.push(index);
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
  if (target) {
    setDocumentLanguage(tokens, target);
    if (source) for (const index of declaring) tokens[index] = retagElement(tokens[index] ?? '', source, target);
  }
  return { html: tokens.join(''), simplified };
}

function sentText(token: string, code: boolean): string {
  const text = decodeEntities(token);
  if (!code || !text.trim()) return text;
  const { before, text: core, after } = splitMargins(text);
  return `${before}\`${core}\`${after}`;
}

function setDocumentLanguage(tokens: string[], target: string) {
  const value = `"${encodeAttribute(target)}"`;
  tokens.forEach((tag, index) => {
    const name = tagName(tag)?.toLowerCase();
    if (tag.startsWith('</')) return;
    if (name === 'html') {
      // `lang` and, in XHTML, `xml:lang`: both are set where present, and `lang` is added if missing.
      const retagged = tag.replace(LANG_ATTRIBUTES, (_, lead: string) => `${lead}${value}`);
      tokens[index] = /\slang\s*=/i.test(tag) ? retagged : retagged.replace(/^<html/i, `<html lang=${value}`);
    } else if (name === 'meta' && /\shttp-equiv\s*=\s*["']?content-language\b/i.test(tag)) {
      tokens[index] = tag.replace(/(\scontent\s*=\s*)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1${value}`);
    }
  });
}

function retagElement(tag: string, source: string, target: string): string {
  return tag.replace(LANG_ATTRIBUTES, (whole, lead: string, quoted: string) =>
    isSameLanguage(quoted.replace(/^["']|["']$/g, ''), source) ? `${lead}"${encodeAttribute(target)}"` : whole,
  );
}
