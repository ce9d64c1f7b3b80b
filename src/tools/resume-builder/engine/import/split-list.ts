/** "React, TypeScript; Jest · Vite" → its items: the separators resumes use between keywords. */
export function splitList(text: string): string[] {
  return text
    .split(/\s*[,;|·•]\s*/)
    .map((part) => part.trim().replace(/\.$/, ''))
    .filter(Boolean);
}
