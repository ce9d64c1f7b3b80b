import { dropBracketedLevel } from './skill-levels';

/** "React, TypeScript; Jest · Vite" → its items: the separators resumes use between keywords. */
export function splitList(text: string): string[] {
  return splitLastAnd(text, splitOutsideBrackets(text))
    // A stray full stop either side ("Mongo,. Bootstrap") is a typo, not part of the keyword; one glued to a name is the
    // name's (".NET 8 & ASP.NET Core").
    // An icon glyph with no letter of its own (a private-use, unassigned or control code) before a keyword is not part of it.
    .map((part) => part.replace(/^(?:[\p{Co}\p{Cn}\p{Cc}\uFFFD](?![\p{L}\p{Co}\uFFFD])|\s)+/u, '').trim().replace(/^\.(?!\p{L})\s*/u, '').replace(/\.$/, ''))
    // "Proficient in Word, PowerPoint, and Excel": the list is Word, PowerPoint and Excel.
    .map((part) => part.replace(/^(?:and|or|&)\s+/i, '').replace(/^(?:(?:highly\s+)?proficient|fluent|experienced|skilled|familiar|knowledge(?:able)?)\s+(?:in|with|of)\s+/i, ''))
    // "Excel (Advanced)": the level in brackets is not part of the keyword (skill-levels.ts).
    .map(dropBracketedLevel)
    // "A\uE000S", "\uE000erraform" (a font that maps letters to private-use codes): a glyph with no meaning inside or
    // glued before a word is a lost letter, so the keyword cannot be read; it is left out rather than imported garbled.
    .filter((part) => part !== '' && !LOST_LETTER.test(part));
}

const LOST_LETTER = /\p{L}[\p{Co}\uFFFD]|[\p{Co}\uFFFD]\p{L}/u;

/**
 * Splits at the separators, but not inside a closed bracket: "Agile methods (Scrum, Kanban)" is one item.
 * A bracket left open to the end of the text does not hold its commas back.
 */
/**
 * "C#, Java, C++, Python and Lua.": a list written as a sentence parts its last two items with "and". Only in a
 * sentence (three items or more, a final full stop), and only between short names: "Search and Rescue" in a
 * plain list stays one skill.
 */
function splitLastAnd(text: string, parts: string[]): string[] {
  if (parts.length < 3 || !/[^.]\.\s*$/.test(text)) return parts;
  const last = parts.at(-1)!;
  if (/[([]/.test(last)) {
    const bracketed = /^(\S+(?:\s\S+){0,2}) and (.+)$/.exec(last);
    return bracketed ? [...parts.slice(0, -1), bracketed[1]!, bracketed[2]!] : parts;
  }
  const pair = /^(\S+(?:\s\S+){0,2}) and (\S+(?:\s\S+){0,2})$/.exec(last.trim());
  return pair ? [...parts.slice(0, -1), pair[1]!, pair[2]!] : parts;
}

function splitOutsideBrackets(text: string): string[] {
  const plain = text.split(/\s*[,;|·•]\s*/);
  if (!/[([]/.test(text)) return plain;
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth += 1;
    if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    if (depth === 0 && /[,;|·•]/.test(char)) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  // An unclosed bracket would hold everything after it together: then read it as plain text.
  return depth > 0 ? plain : parts;
}
