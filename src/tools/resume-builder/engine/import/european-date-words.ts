// Month names and "until now" words of résumés written in Spanish, French, German, Portuguese and Italian,
// as data beside the English ones parse-dates.ts reads. Only full names and abbreviations that are no
// English word are listed, so "mar" stays March and "ago", "set" or "mai" in an English line never read
// as a month on their own (a date needs a year after the month anyway).

/** Month words other than English, each with its month (1–12). Keys are lower case, accents kept. */
export const EUROPEAN_MONTHS: Record<string, number> = {
  // Spanish
  enero: 1, ene: 1, febrero: 2, marzo: 3, abril: 4, abr: 4, mayo: 5, junio: 6, julio: 7, agosto: 8,
  septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12, dic: 12,
  // French
  janvier: 1, janv: 1, février: 2, fevrier: 2, févr: 2, mars: 3, avril: 4, avr: 4, mai: 5, juin: 6, juillet: 7, juil: 7,
  août: 8, aout: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12, decembre: 12, déc: 12,
  // German
  januar: 1, jänner: 1, februar: 2, märz: 3, maerz: 3, mrz: 3, juni: 6, juli: 7, oktober: 10, okt: 10, dezember: 12, dez: 12,
  // Portuguese
  janeiro: 1, fevereiro: 2, março: 3, maio: 5, junho: 6, julho: 7, setembro: 9, outubro: 10, dezembro: 12,
  // Italian
  gennaio: 1, febbraio: 2, aprile: 4, maggio: 5, giugno: 6, luglio: 7, settembre: 9, ottobre: 10, dicembre: 12,
};

/** Words that end a range still running ("Enero 2024 – Actualidad", "seit 2020 – heute"), other than English. */
export const EUROPEAN_OPEN_ENDS = [
  // Spanish
  'actualidad', 'la actualidad', 'actual', 'actualmente', 'presente', 'ahora', 'hoy', 'la fecha', 'en curso',
  // French
  'présent', 'aujourd’hui', "aujourd'hui", 'auj.', 'en cours', 'maintenant',
  // German
  'heute', 'aktuell', 'jetzt', 'laufend',
  // Portuguese
  'atual', 'atualmente', 'o presente',
  // Italian
  'oggi', 'attuale', 'in corso',
];

/** Seasons before a year ("Été 2015", "Sommer 2019"), read as the year alone as "Summer 2015" is; "estate" (Italian) is an English word and left out. */
export const EUROPEAN_SEASONS = [
  // Spanish
  'primavera', 'verano', 'otoño', 'invierno',
  // French
  'printemps', 'été', 'ete', 'automne', 'hiver',
  // German
  'frühling', 'sommer', 'herbst',
  // Portuguese
  'verão', 'outono', 'inverno',
];

/** The month (1–12) a month word names in one of the languages above, or undefined. */
export function europeanMonth(word: string): number | undefined {
  return EUROPEAN_MONTHS[word.toLowerCase().replace(/\.$/, '')];
}

