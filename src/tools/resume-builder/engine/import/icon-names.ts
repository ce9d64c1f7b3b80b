// Names of icon-font glyphs (Font Awesome and the like) as some PDFs' text layers spell them: a LaTeX or
// HTML template that draws an icon before a heading, a contact or a bullet may leave the glyph's name in the
// text ("SUITCASE EXPERIENCE", "MOBILE-ALT +1 555 0100", "Angle-Right⇥Built the …"). Lower case, as data.

/** Icons drawn before headings and contacts. */
export const ICON_NAMES = new Set([
  'suitcase', 'briefcase', 'graduation-cap', 'university', 'school', 'tasks', 'language', 'code', 'laptop', 'laptop-code', 'quote-left', 'quote-right',
  'user', 'user-tie', 'user-graduate', 'user-circle', 'address-card', 'id-card', 'envelope', 'envelope-open', 'phone', 'phone-alt', 'mobile', 'mobile-alt',
  'map-marker', 'map-marker-alt', 'map-pin', 'home', 'globe', 'link', 'info', 'info-circle', 'star', 'trophy', 'award', 'medal', 'certificate', 'book',
  'book-open', 'cogs', 'cog', 'tools', 'wrench', 'heart', 'lightbulb', 'comments', 'pen', 'pencil-alt', 'flask', 'microscope', 'chart-line', 'chart-bar',
  'project-diagram', 'hands-helping', 'handshake', 'file', 'file-alt', 'newspaper', 'calendar', 'calendar-alt', 'folder', 'folder-open', 'rocket',
  'puzzle-piece', 'users', 'paper-plane', 'list', 'list-ul', 'terminal', 'database', 'server', 'brain', 'bullseye', 'flag', 'gamepad', 'music',
  'linkedin', 'linkedin-in', 'github', 'github-alt', 'gitlab', 'twitter', 'orcid', 'car', 'baby', 'birthday-cake',
]);

/** Icons drawn as a list item's bullet. */
export const BULLET_ICON_NAMES = new Set(['angle-right', 'angle-double-right', 'chevron-right', 'caret-right', 'arrow-right', 'long-arrow-alt-right', 'check', 'check-circle', 'circle', 'dot-circle', 'square']);

/**
 * The text without a leading icon name ("GRADUATION-CAP EDUCATION" → "EDUCATION", "Laptop⇥PROJECTS"), or undefined
 * when it has none. After a plain space the rest must be in capitals, as headings set with an icon are: "GitHub
 * profile" is a phrase, not an icon before "profile".
 */
export function dropLeadingIconName(text: string): string | undefined {
  const match = /^([A-Za-z]+(?:-[A-Za-z]+)*)([ \t]+)(\S[\s\S]*)$/.exec(text.trim());
  if (!match || !ICON_NAMES.has(match[1]!.toLowerCase())) return undefined;
  const rest = match[3]!;
  return match[2]!.includes('\t') || (/\p{Lu}/u.test(rest) && rest === rest.toUpperCase()) ? rest : undefined;
}
