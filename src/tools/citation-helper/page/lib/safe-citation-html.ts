// citeproc's html output carries the user's own text (titles, names, URLs): keep only the markup a
// reference needs, so a pasted "<img onerror=…>" title can never run in the page or in a copied document.
const ALLOWED_TAGS = new Set(['I', 'B', 'EM', 'STRONG', 'SPAN', 'SUP', 'SUB', 'A', 'BR']);
const ALLOWED_STYLES = /^(font-style|font-weight|font-variant|text-decoration|vertical-align)\s*:\s*[\w\s-]+$/i;

function cleanStyle(style: string): string {
  return style
    .split(';')
    .map((rule) => rule.trim())
    .filter((rule) => ALLOWED_STYLES.test(rule))
    .join('; ');
}

function cleanNode(node: Node, into: Node, doc: Document) {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) continue;
    if (!ALLOWED_TAGS.has(child.tagName)) {
      // Unknown wrappers (div.csl-entry, div.csl-left-margin…) keep their text; scripts and styles do not.
      if (child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE') cleanNode(child, into, doc);
      continue;
    }
    const copy = doc.createElement(child.tagName.toLowerCase());
    const style = child.getAttribute('style');
    if (style && cleanStyle(style)) copy.setAttribute('style', cleanStyle(style));
    const href = child.tagName === 'A' ? child.getAttribute('href') : null;
    if (href && /^https?:\/\//i.test(href)) copy.setAttribute('href', href);
    cleanNode(child, copy, doc);
    into.appendChild(copy);
  }
}

/** A formatted entry's html with only italics, bold, small caps, super/subscript and http(s) links left. */
export function toSafeCitationHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = doc.createElement('div');
  cleanNode(doc.body, out, doc);
  return out.innerHTML.trim();
}
