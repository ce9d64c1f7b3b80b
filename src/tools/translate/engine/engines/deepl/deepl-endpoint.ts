/** Free-plan keys end in ":fx" and only work on the free endpoint; every other key is Pro. */
export function chooseDeeplEndpoint(apiKey: string, override?: string): string {
  if (override) return override.replace(/\/+$/, '');
  return apiKey.trim().endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/** Our placeholders as XML tags DeepL is built to keep in place (tag_handling=xml), and the text escaped to match. */
export function toDeeplXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/⟦(\d{1,4})⟧/g, '<x i="$1"/>');
}

export function fromDeeplXml(text: string): string {
  return text
    .replace(/<x\s+i="(\d{1,4})"\s*\/>/g, '⟦$1⟧')
    .replace(/<x\s+i="(\d{1,4})"\s*>\s*<\/x>/g, '⟦$1⟧')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** DeepL wants a variant for some targets ("EN-US"): the plain code if it lists it, else our preferred variant, else its first. */
export function pickDeeplTarget(language: string, targets: readonly string[]): string {
  const upper = language.toUpperCase();
  if (targets.includes(upper)) return upper;
  const preferred: Record<string, string> = { EN: 'EN-US', PT: 'PT-BR', ZH: 'ZH-HANS' };
  const wanted = preferred[upper];
  if (wanted && targets.includes(wanted)) return wanted;
  return targets.find((code) => code.startsWith(`${upper}-`)) ?? upper;
}
