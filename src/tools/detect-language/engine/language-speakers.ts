/**
 * How widely each language is used: total speakers (first + second language), in millions.
 *
 * Source: Wikipedia, "List of languages by total number of speakers" (Ethnologue 2023 figures) for
 * the large languages, and each language's own Wikipedia article (infobox: Ethnologue or census
 * figures) for the others; rounded. Only the order of magnitude matters here: the ensemble reads
 * log10 of the figure, so a short or ambiguous text leans towards the language people actually
 * write ("merci beaucoup" is French, not Bulu). Codes are our canonical ones (macrolanguage where
 * one exists). A language missing from the table counts as a small one (UNLISTED_MILLIONS).
 */
export const SPEAKERS_MILLIONS: Readonly<Record<string, number>> = {
  ace: 3.5, ada: 0.8, afr: 17, aii: 0.5, amh: 57, ara: 380, arg: 0.03, asm: 15, ast: 0.35, ava: 0.8,
  aym: 1.7, aze: 24, bak: 1.2, bam: 14, ban: 3.3, bar: 14, bax: 0.4, bci: 2, bcl: 2.5, bel: 5,
  bem: 4, ben: 270, bho: 52, bin: 1.5, blt: 0.7, bod: 1.2, bos: 2.7, bpy: 0.4, bre: 0.2, bsq: 0.6,
  bug: 4, bul: 8, bum: 0.9, bxr: 0.3, cat: 9.2, cbk: 0.7, ccp: 0.5, ceb: 28, ces: 11, che: 1.7,
  chm: 0.5, chr: 0.002, chv: 1, cjk: 1.3, cjm: 0.5, cor: 0.0006, cos: 0.15, cym: 0.9, dan: 6, deu: 134,
  dip: 0.3, div: 0.34, dsb: 0.007, dyu: 3, ell: 13.5, emk: 4, eng: 1500, epo: 2, est: 1.2, eus: 0.9,
  ewe: 7, fas: 80, fin: 5.8, fon: 2.3, fra: 310, frr: 0.01, fry: 0.5, ful: 37, gaa: 0.75, gla: 0.06,
  gle: 1.9, glg: 3, glv: 0.002, gon: 3, grn: 6.5, guj: 62, hat: 13, hau: 79, haw: 0.025, heb: 9,
  hif: 0.46, hil: 9, hin: 610, hmn: 4, hms: 1, hnj: 0.2, hrv: 5.1, hsb: 0.013, hun: 13, hye: 5.3,
  ibb: 4, ibo: 31, iii: 2, ilo: 10, ind: 200, isl: 0.35, ita: 68, jav: 68, jpn: 123, kan: 59,
  kat: 3.9, kaz: 16, kbd: 0.55, kbp: 1, kde: 1.4, khb: 0.6, khm: 18, kin: 12, kir: 5, kmb: 1.7,
  knc: 8, kok: 2.3, kom: 0.2, kon: 7, kor: 81, krc: 0.3, kur: 26, kyu: 0.1, lah: 100, lao: 30,
  lav: 1.5, lez: 0.8, lif: 0.4, lim: 1.3, lin: 40, lis: 1, lit: 3, lmo: 3.6, lrc: 1.5, ltz: 0.6,
  lua: 6, lug: 11, lun: 0.6, mad: 7, mag: 13, mai: 34, mal: 38, mar: 99, men: 2, mkd: 2,
  mlg: 25, mlt: 0.5, mni: 1.8, mon: 5.2, mos: 8, mri: 0.19, msa: 80, mwl: 0.015, mya: 43, myv: 0.3,
  mzn: 2.3, nap: 5.7, ndo: 0.8, nds: 2, nep: 32, new: 0.86, nhn: 1.5, nld: 25, nno: 0.7, nnp: 0.06,
  nob: 4.5, nqo: 3, nso: 15, nya: 14, nyn: 3.4, oci: 0.2, ori: 38, osa: 0.00002, oss: 0.6, pam: 2.8,
  pan: 113, pfl: 0.3, pms: 1, pol: 41, por: 264, pus: 60, que: 8, rhg: 2, rmn: 0.6, roh: 0.06,
  ron: 24, rue: 0.6, run: 12, rup: 0.2, rus: 255, sag: 5, sah: 0.45, sat: 7.6, saz: 0.25, scn: 4.7,
  sco: 1.5, shn: 3.3, sin: 17, slk: 7, slv: 2.5, smo: 0.5, sna: 15, snd: 32, snk: 2.2, som: 24,
  sot: 13.5, spa: 560, sqi: 7.5, srd: 1, srp: 12, ssw: 4.7, suk: 10, sun: 42, swa: 70, swe: 13,
  tam: 86, tat: 5, tdd: 0.5, tel: 96, tem: 2, tgk: 8.4, tgl: 83, tha: 61, tir: 9.9, tiv: 5,
  toi: 1.4, tpi: 4, tsn: 14, tso: 13, tuk: 7, tur: 90, tyv: 0.28, tzm: 5, uig: 11, ukr: 39,
  umb: 9.5, urd: 230, uzb: 45, vai: 0.1, vec: 3.9, ven: 1.3, vep: 0.0016, vie: 86, vls: 1, vmw: 7,
  war: 3.6, wln: 0.6, wol: 12, xal: 0.08, xho: 19, xmf: 0.3, yao: 3, yid: 1.5, yor: 46, zgh: 5,
  zha: 16, zho: 1300, zul: 28, zza: 1.5,
};

/**
 * Constructed languages with few users (Esperanto, with about two million, is treated as a living
 * language) and extinct, classical or liturgical ones: nobody's everyday writing.
 */
export const CONSTRUCTED_OR_HISTORICAL: ReadonlySet<string> = new Set([
  'tlh', 'vol', 'jbo', 'ido', 'ile', 'ina', 'lfn', 'nov', 'tzl',
  'lat', 'got', 'chu', 'cop', 'san', 'ang', 'orv', 'enm', 'fro', 'grc', 'non', 'pli',
]);

/** A language missing from the table is assumed small: about this many million speakers. */
const UNLISTED_MILLIONS = 0.05;
/** Below this many million speakers, a language is very rare (Manx, Osage, Veps). */
const VERY_RARE_MILLIONS = 0.01;
/** The log scale is clipped: no language gets less than this, constructed and extinct ones included. */
const FLOOR_MILLIONS = 0.001;

/** log10 of the language's speakers in millions: 3.2 for English, -3 for Klingon. */
export function measureSpeakerPrior(code: string): number {
  if (CONSTRUCTED_OR_HISTORICAL.has(code)) return Math.log10(FLOOR_MILLIONS);
  return Math.log10(Math.max(SPEAKERS_MILLIONS[code] ?? UNLISTED_MILLIONS, FLOOR_MILLIONS));
}

/**
 * Whether a language may be offered as an alternative: a constructed, extinct or very rare
 * language can still be the answer when the evidence names it, but never a runner-up — next to
 * English, French and German it is noise ("Klingon, 1%").
 */
export function isListableAlternative(code: string): boolean {
  if (CONSTRUCTED_OR_HISTORICAL.has(code)) return false;
  const millions = SPEAKERS_MILLIONS[code];
  return millions === undefined || millions >= VERY_RARE_MILLIONS;
}
