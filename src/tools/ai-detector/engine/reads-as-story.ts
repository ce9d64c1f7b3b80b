/**
 * Words that tell a story's telling apart from news, encyclopedia and web prose: a narrator's verbs of looking,
 * feeling and speaking in the past, and the room, body and light a scene is made of. Per language, lower case.
 */
const STORY_WORDS: Record<string, ReadonlySet<string>> = {
  en: new Set(
    `looked stared glanced smiled sighed nodded whispered murmured shrugged frowned laughed gazed blinked shivered trembled
    felt wondered remembered realized realised thought knew heard
    eyes face hands hand fingers voice breath heart shoulders hair lips door window room kitchen silence darkness light shadow
    shadows morning evening night rain wind dust quiet softly slowly suddenly somewhere`.split(/\s+/),
  ),
  de: new Set(
    `blickte starrte lächelte seufzte nickte flüsterte murmelte zuckte runzelte lachte sah schaute spürte fühlte dachte wusste
    hörte erinnerte stand saß lag ging kam hielt zog legte öffnete schloss
    augen gesicht hände hand finger stimme atem herz schultern haare lippen tür fenster zimmer küche stille dunkelheit licht
    schatten morgen abend nacht regen wind staub leise langsam plötzlich irgendwo`.split(/\s+/),
  ),
  fr: new Set(
    `regarda regardait sourit souriait soupira hocha murmura chuchota haussa fronça rit fixait aperçut sentit sentait pensa
    pensait savait entendit entendait souvint tenait posa ouvrit ferma resta restait
    yeux visage mains main doigts voix souffle cœur épaules cheveux lèvres porte fenêtre chambre cuisine silence obscurité
    lumière ombre ombres matin soir nuit pluie vent poussière doucement lentement soudain`.split(/\s+/),
  ),
};

/** Quoted speech as fiction sets it: „…“, «…», “…”, "…", or a line opening with a dash. */
const DIALOGUE = /[„«“"][^„«“"»”\n]{2,200}[“»”"]|^\s*[—–-]\s+\p{L}/gmu;

/** Story words per 100 words, and quoted lines, above which a text reads as fiction (chosen on the dev texts of eval/measure-story-caveat.ts). */
export const STORY_WORDS_PER_100 = 3;
export const STORY_DIALOGUE_LINES = 2;

/** Whether the text reads as a story (narrated fiction) in a language with a story lexicon; undefined for others. */
export function readsAsStory(text: string, language: string): boolean | undefined {
  const lexicon = STORY_WORDS[language];
  if (!lexicon) return undefined;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return false;
  const perHundred = (words.filter((word) => lexicon.has(word)).length / words.length) * 100;
  const dialogue = text.match(DIALOGUE)?.length ?? 0;
  return perHundred >= STORY_WORDS_PER_100 || (dialogue >= STORY_DIALOGUE_LINES && perHundred >= STORY_WORDS_PER_100 / 2);
}
