/** What the CSL `<info>` block says, read without a full XML parse (styles are trusted to be well formed here; citeproc checks the rest). */
export function readStyleTitle(xml: string): string | undefined {
  const match = /<info>[\s\S]*?<title>([^<]*)<\/title>/.exec(xml);
  return match?.[1] ? decodeXmlText(match[1]).trim() : undefined;
}

/** A dependent style only points at its parent; the parent's id is the last part of its link. */
export function readIndependentParentId(xml: string): string | undefined {
  if (/<(citation|bibliography)[\s>]/.test(xml)) return undefined;
  const link = /<link[^>]*rel="independent-parent"[^>]*>/.exec(xml)?.[0];
  const href = link ? /href="([^"]+)"/.exec(link)?.[1] : undefined;
  return href?.split('/').pop();
}

export function readDefaultLocale(xml: string): string | undefined {
  return /<style[^>]*\sdefault-locale="([^"]+)"/.exec(xml)?.[1];
}


function decodeXmlText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** APA, MLA, Chicago and Harvard lay out the reference list with a hanging indent; numbered styles do not. */
export function usesHangingIndent(xml: string): boolean {
  return /<bibliography[^>]*\shanging-indent="true"/.test(xml);
}
