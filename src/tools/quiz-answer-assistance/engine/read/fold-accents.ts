/**
 * A word without its accents: students type "Bronte", "Adele", "Sao Paulo" for the material's "Brontë", "Adèle",
 * "São Paulo" (s39), and a term must be the same either way. Letters that are not a base letter with a mark ("ß", "ø",
 * "æ") stay as they are.
 */
export function foldAccents(word: string): string {
  return /[^ -~]/.test(word) ? word.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC') : word;
}
