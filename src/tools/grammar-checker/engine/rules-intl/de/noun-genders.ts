/**
 * Gender of frequent German nouns (singular). Data, not code: add a noun by adding a word.
 * Nouns whose plural looks the same (der Lehrer / die Lehrer) are found by SAME_PLURAL.
 */
const MASCULINE = `Tisch Hund Zug Mann Vater Bruder Sohn Freund Lehrer Tag Monat Abend Morgen Wagen Baum Stuhl Schrank
  Computer Garten Bus Film Weg Name Platz Kaffee Tee Apfel Kuchen Käse Fisch Brief Schlüssel Berg Fluss Himmel Regen Schnee
  Wind Winter Sommer Frühling Herbst Arzt Kollege Kunde Preis Markt Laden Beruf Urlaub Termin Bahnhof Flughafen Kopf Arm
  Fuß Mund Hals Rücken Körper Satz Text Fehler Hut Mantel Schuh Ball Koffer Raum Boden Wein Saft Salat Teller Löffel
  Stift Test Kurs Sport Student Junge Onkel Opa Nachbar Staat Krieg Frieden Sinn Grund Anfang Schluss Erfolg Plan Wunsch
  Spaß Mond Stern Wald See Strand Hafen Turm Tanz Job Schüler Lauch Knoblauch Pfeffer Zucker Reis Senf Quark
  Schalter`;
const FEMININE = `Frau Mutter Schwester Tochter Freundin Lehrerin Katze Blume Stadt Straße Schule Universität Arbeit Zeit Woche Nacht
  Stunde Minute Familie Wohnung Tür Küche Lampe Tasche Farbe Sprache Frage Antwort Idee Zeitung Nummer Adresse Reise
  Karte Musik Sonne Luft Erde Welt Natur Kirche Bank Post Firma Hand Nase Brust Haut Uhr Flasche Tasse Milch Butter
  Suppe Wurst Torte Hose Jacke Bluse Brille Klasse Prüfung Aufgabe Übung Geschichte Liebe Angst Freude Hilfe Ruhe Stimme
  Party Polizei Regierung Politik Wirtschaft Gesellschaft Kultur Sache Seite Ecke Mauer Brücke Insel Küste Wolke Oma
  Tante Ärztin Kollegin Kundin Stelle Pause Mail E-Mail Meinung Rechnung Lösung Situation Information Kamera Maschine Fahrt Welle
  Halle Turnhalle Werkstatt Mannschaft Strecke`;
const NEUTER = `Buch Haus Auto Kind Wetter Wasser Bier Brot Fleisch Obst Gemüse Geld Zimmer Fenster Bett Bild Bad Dach Land Dorf
  Jahr Wort Lied Spiel Spielzeug Fahrrad Flugzeug Schiff Boot Handy Telefon Radio Glas Messer Ei Essen Frühstück Mittagessen
  Hotel Restaurant Kino Theater Museum Büro Problem Thema Ende Leben Herz Auge Ohr Bein Gesicht Haar Mädchen Baby Tier Pferd
  Schwein Mittel Geschenk Fest Konzert Ticket Beispiel Gespräch Gefühl Glück Ziel Recht Gesetz Licht Feuer Meer Eis Papier
  Heft Foto Café Kleid Hemd Geschäft Unternehmen Studium Wochenende Datum Training Internet Programm Projekt Ergebnis Gebäude
  Fieber`;

export type Gender = 'm' | 'f' | 'n';

function listWords(words: string): string[] {
  return words.split(/\s+/).filter(Boolean);
}

export const NOUN_GENDERS: ReadonlyMap<string, Gender> = new Map([
  ...listWords(MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(FEMININE).map((w) => [w, 'f'] as const),
  ...listWords(NEUTER).map((w) => [w, 'n'] as const),
]);

/** Nouns of two genders in standard use (der/das Teil, der/das Liter): no article is wrong with them. */
// Homonyms of two genders ("die Band" the group, "das Band" the ribbon; "der/die See", "die Leiter" the ladder, "der Leiter" the head).
export const EITHER_GENDER = new Set(listWords('Teil Liter Meter Joghurt Bonbon Virus Cola Radio Gummi Keks Dotter Filter Laptop Blog Sakko Spray Band See Leiter Kiefer Steuer Tor Erbe Schild Gehalt Bund'));

/** Mass nouns with no plural in use: "der Wetter" is an error, not a genitive plural. */
const SINGULAR_ONLY = new Set(listWords('Wetter Wasser Obst Gemüse Geld Fleisch Glück Frühstück Essen Leben Wochenende Internet Studium'));

/** Masculine and neuter nouns in -er, -el, -en (and "Mädchen") have a plural that looks the same. */
export function mayBePlural(noun: string, gender: Gender): boolean {
  if (SINGULAR_ONLY.has(noun)) return false;
  return gender !== 'f' && /(er|el|en|chen|lein)$/.test(noun);
}
