/**
 * Scripts (ISO 15924) of languages not written in Latin, or written in several scripts. A language
 * missing from this table is written in Latin. Used to drop candidates that cannot be written in the
 * text's script (a library answering Tajik for Urdu text) and to name script variants (sr-Cyrl).
 */
const LANGUAGE_SCRIPTS: Record<string, readonly string[]> = {
  // Cyrillic
  rus: ['Cyrl'], ukr: ['Cyrl'], bel: ['Cyrl'], bul: ['Cyrl'], mkd: ['Cyrl'], kir: ['Cyrl'], tgk: ['Cyrl'],
  bak: ['Cyrl'], chv: ['Cyrl'], sah: ['Cyrl'], tyv: ['Cyrl'], xal: ['Cyrl'], krc: ['Cyrl'], kbd: ['Cyrl'],
  ava: ['Cyrl'], che: ['Cyrl'], lez: ['Cyrl'], kom: ['Cyrl'], myv: ['Cyrl'], chm: ['Cyrl'], oss: ['Cyrl'],
  rue: ['Cyrl'], bxr: ['Cyrl'], abk: ['Cyrl'], ady: ['Cyrl'], alt: ['Cyrl'], kaa: ['Cyrl', 'Latn'],
  srp: ['Cyrl', 'Latn'], bos: ['Latn', 'Cyrl'], kaz: ['Cyrl', 'Latn'], tat: ['Cyrl', 'Latn'],
  uzb: ['Latn', 'Cyrl'], tuk: ['Latn', 'Cyrl'], aze: ['Latn', 'Cyrl', 'Arab'], mon: ['Cyrl', 'Mong'],
  // Arabic
  ara: ['Arab'], fas: ['Arab'], urd: ['Arab'], pus: ['Arab'], snd: ['Arab', 'Deva'], uig: ['Arab', 'Cyrl', 'Latn'],
  kur: ['Latn', 'Arab'], lah: ['Arab'], mzn: ['Arab'], lrc: ['Arab'], msa: ['Latn', 'Arab'], kas: ['Arab', 'Deva'],
  bal: ['Arab'], glk: ['Arab'],
  // Brahmic and other scripts of South and South-East Asia
  hin: ['Deva'], mar: ['Deva'], nep: ['Deva'], san: ['Deva'], mai: ['Deva'], bho: ['Deva'], mag: ['Deva'],
  new: ['Deva'], bih: ['Deva'], awa: ['Deva'], kok: ['Deva', 'Latn'], doi: ['Deva'], hne: ['Deva'],
  ben: ['Beng'], asm: ['Beng'], bpy: ['Beng'], sat: ['Olck', 'Beng'], mni: ['Beng', 'Mtei'],
  pan: ['Guru', 'Arab'], guj: ['Gujr'], ori: ['Orya'], tam: ['Taml'], tel: ['Telu'], kan: ['Knda'],
  mal: ['Mlym'], sin: ['Sinh'], div: ['Thaa'], tha: ['Thai'], lao: ['Laoo'], khm: ['Khmr'],
  mya: ['Mymr'], shn: ['Mymr'], mnw: ['Mymr'], bod: ['Tibt'], dzo: ['Tibt'], jav: ['Latn', 'Java'],
  sun: ['Latn', 'Sund'], ban: ['Latn', 'Bali'], bug: ['Latn', 'Bugi'], kkh: ['Lana'], nod: ['Lana', 'Thai'],
  blt: ['Tavt'], ccp: ['Cakm'], cjm: ['Cham', 'Arab'], lis: ['Lisu'], rhg: ['Rohg', 'Latn'], tdd: ['Tale'],
  khb: ['Talu'], kyu: ['Kali'], lif: ['Limb'], saz: ['Saur'], nnp: ['Wcho'], gon: ['Gonm', 'Deva', 'Telu'],
  // East Asia
  zho: ['Hani'], jpn: ['Jpan'], kor: ['Kore'], iii: ['Yiii'],
  // Europe, the Caucasus, the Middle East, Africa, the Americas
  ell: ['Grek'], hye: ['Armn'], kat: ['Geor'], xmf: ['Geor'], heb: ['Hebr'], yid: ['Hebr'], lad: ['Latn', 'Hebr'],
  aii: ['Syrc'], syr: ['Syrc'], amh: ['Ethi'], tir: ['Ethi'], zgh: ['Tfng'], tzm: ['Latn', 'Tfng'],
  ful: ['Latn', 'Adlm'], nqo: ['Nkoo'], vai: ['Vaii'], bax: ['Bamu'], men: ['Latn', 'Mend'], bsq: ['Bass', 'Latn'],
  chr: ['Cher'], iku: ['Cans'], cre: ['Cans', 'Latn'], oji: ['Cans', 'Latn'], osa: ['Osge', 'Latn'],
  cop: ['Copt'], chu: ['Cyrl', 'Glag'], got: ['Goth'],
};

const LATIN_ONLY: readonly string[] = ['Latn'];

/**
 * Chinese characters serve Chinese and Japanese; kana only Japanese; Hangul with Han only Korean.
 * The detector reports Hani, Kana and Hang; languages list the combined ISO 15924 codes.
 */
const WRITING_SYSTEM_PARTS: Record<string, readonly string[]> = {
  Hani: ['Hani'],
  Jpan: ['Hani', 'Kana'],
  Kore: ['Hang', 'Hani'],
};

/** Languages × scripts seen: a few thousand at most, bounded anyway. */
const MAX_REMEMBERED = 20_000;
/** By script, then language: no key to build for a question asked for every candidate of every text. */
const writtenIn = new Map<string, Map<string, boolean>>();
let rememberedCount = 0;

export function scriptsOfLanguage(code: string): readonly string[] {
  return LANGUAGE_SCRIPTS[code] ?? LATIN_ONLY;
}

/** Whether a language is written in the given detected script (Hani, Kana, Hang count for CJK). */
export function isWrittenIn(code: string, script: string): boolean {
  // Asked for every language every library proposes, on every text: remember each answer.
  let byLanguage = writtenIn.get(script);
  let written = byLanguage?.get(code);
  if (written === undefined) {
    written = scriptsOfLanguage(code).some((own) => (WRITING_SYSTEM_PARTS[own] ?? [own]).includes(script));
    if (rememberedCount < MAX_REMEMBERED) {
      if (!byLanguage) writtenIn.set(script, (byLanguage = new Map()));
      byLanguage.set(code, written);
      rememberedCount++;
    }
  }
  return written;
}

/** Every language we know to be written in a script: the candidates a script alone allows. */
export function languagesWrittenIn(script: string): string[] {
  return Object.keys(LANGUAGE_SCRIPTS).filter((code) => isWrittenIn(code, script));
}
