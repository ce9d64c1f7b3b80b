/** "React, TypeScript; Jest · Vite" → its items: the separators resumes use between keywords. */
export function splitList(text: string): string[] {
  return text
    .split(/\s*[,;|·•]\s*/)
    // A stray full stop either side ("Mongo,. Bootstrap") is a typo, not part of the keyword.
    // An icon glyph with no letter of its own (a private-use or unassigned code) before a keyword is not part of it.
    .map((part) => part.replace(/^[\p{Co}\p{Cn}\uFFFD\s]+/u, '').trim().replace(/^\.\s*/, '').replace(/\.$/, ''))
    // "Proficient in Word, PowerPoint, and Excel": the list is Word, PowerPoint and Excel.
    .map((part) => part.replace(/^(?:and|or|&)\s+/i, '').replace(/^(?:(?:highly\s+)?proficient|fluent|experienced|skilled|familiar|knowledge(?:able)?)\s+(?:in|with|of)\s+/i, ''))
    .filter(Boolean);
}
