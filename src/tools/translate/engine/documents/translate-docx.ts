import { strToU8, strFromU8, zipSync, type Unzipped } from 'fflate';
import { MAX_DOCX_PARAGRAPHS } from '../../../../platform/document-kit/document-caps';
import { checkDocxParagraphs } from '../../../../platform/document-kit/check-docx-paragraphs';
import { documentTooLarge, documentUnreadable } from '../../../../platform/document-kit/document-errors';
import { unzipWithinCaps } from '../../../../platform/document-kit/unzip-within-caps';
import { declareDefaultLanguage, retagWordLanguages } from './document-language';
import { joinPieces, splitPieces } from './inline-pieces';
import { translateWordyBlocks, type TranslateBlocks } from './translate-blocks';
import { decodeEntities, encodeText, tagName, tokenizeMarkup } from './xml-text';

/** The parts of a Word document that hold the reader's text (comments and field codes are left alone). */
const TEXT_PARTS = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;
/** Parts that declare languages without holding text: defaults in styles and numbering, the theme's, the file's. */
const LANGUAGE_PARTS = /^(word\/(styles|numbering|settings)\.xml|docProps\/core\.xml)$/;

/** One `<w:t>` element: where its opening tag and text are among the part's tokens. */
interface TextNode {
  open: number;
  text?: number;
  value: string;
}

/** Neighbouring text nodes with the same run properties: one piece of a paragraph. */
interface Piece {
  key: string;
  nodes: TextNode[];
}

interface Paragraph {
  pieces: Piece[];
  /** The tokens of the part the paragraph is in, rewritten in place. */
  tokens: string[];
  /** A tab, break or nested paragraph ends the piece being read, even if the next run looks the same. */
  broken: boolean;
}

export interface DocxTranslation {
  bytes: Uint8Array;
  /** Paragraphs whose inline formatting had to be simplified because the engine lost or moved it. */
  simplified: number;
}

/**
 * A .docx file with every paragraph (body, tables, text boxes, headers, footers, notes) translated in
 * place: styles, numbering, images and the other parts are copied byte for byte, and each paragraph's
 * runs keep their formatting on the words the engine put inside them. With `languages`, what the file
 * declares in the source language (`w:lang`, the theme's language, the core properties) becomes the
 * target's, so Word checks the spelling of the translation in the right language.
 */
export async function translateDocx(bytes: Uint8Array, translateBlocks: TranslateBlocks, languages?: { source: string; target: string }): Promise<DocxTranslation> {
  const files = unzipDocx(bytes);
  // Counted as bytes before tokenizing: 120,000 paragraphs held the main thread 5 s before being refused.
  checkDocxParagraphs(
    Object.keys(files).filter((name) => TEXT_PARTS.test(name)).map((name) => files[name]!),
    MAX_DOCX_PARAGRAPHS,
    'translated',
  );
  const parts = Object.keys(files)
    .filter((name) => TEXT_PARTS.test(name))
    .map((name) => ({ name, ...readParagraphs(strFromU8(files[name] ?? new Uint8Array())) }));
  const paragraphs = parts.flatMap((part) => part.paragraphs);
  if (paragraphs.length > MAX_DOCX_PARAGRAPHS) {
    throw documentTooLarge(
      `This .docx file has ${paragraphs.length.toLocaleString('en-US')} paragraphs; at most ${MAX_DOCX_PARAGRAPHS.toLocaleString('en-US')} are translated at once. Split the document into parts.`,
    );
  }
  const translated = await translateWordyBlocks(
    paragraphs.map((paragraph) => joinPieces(paragraph.pieces.map(pieceText))),
    translateBlocks,
  );
  let simplified = 0;
  paragraphs.forEach((paragraph, index) => {
    const split = splitPieces(translated[index] ?? '', paragraph.pieces.length);
    if (!split.intact) simplified += 1;
    paragraph.pieces.forEach((piece, position) => writePiece(piece, split.texts[position] ?? '', paragraph.tokens));
  });
  // Pictures, fonts and other binary parts are stored as they are: they are already compressed, and
  // deflating them again cost minutes on a large one for no gain. Only the markup is deflated.
  const out: Record<string, Uint8Array | [Uint8Array, { level: 0 | 6 }]> = {};
  for (const [name, data] of Object.entries(files)) out[name] = [data, { level: /\.(xml|rels)$/i.test(name) ? 6 : 0 }];
  const retag = (xml: string) => (languages ? retagWordLanguages(xml, languages.source, languages.target) : xml);
  for (const part of parts) out[part.name] = [strToU8(retag(part.tokens.join(''))), { level: 6 }];
  if (languages) {
    for (const name of Object.keys(files).filter((name) => LANGUAGE_PARTS.test(name))) {
      const xml = strFromU8(files[name] ?? new Uint8Array());
      const retagged = name === 'word/styles.xml' ? declareDefaultLanguage(retag(xml), languages.target) : retag(xml);
      // Copied as is unless it declared the source language.
      if (retagged !== xml) out[name] = [strToU8(retagged), { level: 6 }];
    }
  }
  return { bytes: zipSync(out), simplified };
}

/** The document's parts, read under the shared caps (src/platform/document-kit): a bomb is a 413, never inflated. */
function unzipDocx(bytes: Uint8Array): Unzipped {
  const files = unzipWithinCaps(bytes);
  if (!files['word/document.xml']) throw documentUnreadable('This .docx file has no document body: it is not a Word document.');
  return files;
}

function readParagraphs(xml: string): { tokens: string[]; paragraphs: Paragraph[] } {
  const tokens = tokenizeMarkup(xml);
  const paragraphs: Paragraph[] = [];
  const open: Paragraph[] = [];
  const runProperties: string[] = [];
  let inRun = 0;
  let readingProperties: string[] | undefined;
  let node: TextNode | undefined;
  let hyperlinks = 0;
  tokens.forEach((token, index) => {
    const name = tagName(token);
    const closing = token.startsWith('</');
    const selfClosing = token.endsWith('/>');
    const paragraph = open.at(-1);
    if (readingProperties) {
      if (name === 'w:rPr' && closing) {
        runProperties[runProperties.length - 1] = readingProperties.join('');
        readingProperties = undefined;
      } else readingProperties.push(token);
      return;
    }
    if (node && !name) {
      node.text = index;
      node.value = decodeEntities(token);
      return;
    }
    switch (name) {
      case 'w:p':
        if (selfClosing) return;
        if (closing) {
          const done = open.pop();
          if (done && done.pieces.length > 0) paragraphs.push(done);
        } else {
          if (paragraph) paragraph.broken = true;
          open.push({ pieces: [], tokens, broken: true });
        }
        return;
      case 'w:r':
        if (selfClosing) return;
        if (closing) {
          inRun -= 1;
          runProperties.pop();
        } else {
          inRun += 1;
          runProperties.push('');
        }
        return;
      case 'w:hyperlink':
        if (!selfClosing) hyperlinks += closing ? -1 : 1;
        if (paragraph) paragraph.broken = true;
        return;
      case 'w:rPr':
        if (inRun > 0 && !closing && !selfClosing) readingProperties = [];
        return;
      case 'w:t':
        if (closing) {
          node = undefined;
          return;
        }
        if (!paragraph || inRun === 0) return;
        node = { open: index, value: '' };
        addNode(paragraph, node, `${hyperlinks}|${runProperties.at(-1) ?? ''}`);
        if (selfClosing) node = undefined;
        return;
      case 'w:tab':
      case 'w:br':
      case 'w:cr':
      case 'w:drawing':
      case 'w:fldChar':
      case 'w:footnoteReference':
      case 'w:endnoteReference':
        if (paragraph) paragraph.broken = true;
        return;
    }
  });
  return { tokens, paragraphs };
}

function addNode(paragraph: Paragraph, node: TextNode, key: string) {
  const last = paragraph.pieces.at(-1);
  if (last && !paragraph.broken && last.key === key) last.nodes.push(node);
  else paragraph.pieces.push({ key, nodes: [node] });
  paragraph.broken = false;
}

function pieceText(piece: Piece): string {
  return piece.nodes.map((node) => node.value).join('');
}

/** The piece's translation goes in its first text node; the others are emptied, keeping their runs. */
function writePiece(piece: Piece, text: string, tokens: string[]) {
  if (text === pieceText(piece)) return;
  piece.nodes.forEach((node, index) => {
    const value = index === 0 ? encodeText(text) : '';
    const start = '<w:t xml:space="preserve">';
    if (node.text !== undefined) {
      tokens[node.open] = start;
      tokens[node.text] = value;
    } else if (tokens[node.open]?.endsWith('/>')) tokens[node.open] = `${start}${value}</w:t>`;
    else tokens[node.open] = `${start}${value}`;
  });
}
