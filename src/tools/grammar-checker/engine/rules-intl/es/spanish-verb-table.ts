import { type Person, type VerbReading, VerbTable } from '../lexicon/verb-table';
import { SPURIOUS_VERB_LEMMAS } from './spurious-verbs';

/**
 * The Spanish verb table with its gaps filled. tables/es-verbs.txt keeps only forms hunspell
 * accepted from a conjugator that gets some irregular verbs wrong, so it lacks traer, caer, oír, the
 * -uir verbs, the compounds of tener and poner, strong preterites (anduve, cupe, conduje) and the
 * third persons of stem-changing -ir preterites (sintió, pidieron). Those are built here from rules.
 * Slots: present, imperfect, preterite, future, six persons each (the file's order).
 */

const STRONG_STEMS: Record<string, string> = {
  andar: 'anduv', caber: 'cup', estar: 'estuv', tener: 'tuv', poder: 'pud', poner: 'pus', saber: 'sup', haber: 'hub',
  querer: 'quis', venir: 'vin', hacer: 'hic', decir: 'dij', traer: 'traj', ducir: 'duj',
};

/** Whole paradigms of verbs the file lacks: present | imperfect | preterite | future. */
const MISSING: Record<string, string> = {
  ir: 'voy vas va vamos vais van iba ibas iba íbamos ibais iban fui fuiste fue fuimos fuisteis fueron iré irás irá iremos iréis irán',
  traer: 'traigo traes trae traemos traéis traen traía traías traía traíamos traíais traían traje trajiste trajo trajimos trajisteis trajeron traeré traerás traerá traeremos traeréis traerán',
  caer: 'caigo caes cae caemos caéis caen caía caías caía caíamos caíais caían caí caíste cayó caímos caísteis cayeron caeré caerás caerá caeremos caeréis caerán',
  oír: 'oigo oyes oye oímos oís oyen oía oías oía oíamos oíais oían oí oíste oyó oímos oísteis oyeron oiré oirás oirá oiremos oiréis oirán',
  valer: 'valgo vales vale valemos valéis valen valía valías valía valíamos valíais valían valí valiste valió valimos valisteis valieron valdré valdrás valdrá valdremos valdréis valdrán',
  reír: 'río ríes ríe reímos reís ríen reía reías reía reíamos reíais reían reí reíste rió reímos reísteis rieron reiré reirás reirá reiremos reiréis reirán',
  oler: 'huelo hueles huele olemos oléis huelen olía olías olía olíamos olíais olían olí oliste olió olimos olisteis olieron oleré olerás olerá oleremos oleréis olerán',
  // "se reúne": the written accent on the stressed u of the present; the file lacks the verb.
  reunir: 'reúno reúnes reúne reunimos reunís reúnen reunía reunías reunía reuníamos reuníais reunían reuní reuniste reunió reunimos reunisteis reunieron reuniré reunirás reunirá reuniremos reuniréis reunirán',
  nacer: 'nazco naces nace nacemos nacéis nacen nacía nacías nacía nacíamos nacíais nacían nací naciste nació nacimos nacisteis nacieron naceré nacerás nacerá naceremos naceréis nacerán',
};
/** Slots the file leaves empty in verbs it has. */
const MISSING_SLOTS: Record<string, Record<number, string>> = {
  ver: { 6: 'veía', 7: 'veías', 8: 'veía', 9: 'veíamos', 10: 'veíais', 11: 'veían' },
  venir: { 18: 'vendré', 19: 'vendrás', 20: 'vendrá', 21: 'vendremos', 22: 'vendréis', 23: 'vendrán' },
  salir: { 0: 'salgo', 18: 'saldré', 19: 'saldrás', 20: 'saldrá', 21: 'saldremos', 22: 'saldréis', 23: 'saldrán' },
  caber: { 0: 'quepo', 18: 'cabré', 19: 'cabrás', 20: 'cabrá', 21: 'cabremos', 22: 'cabréis', 23: 'cabrán' },
};
/** Verbs built on a base verb by a prefix: mantener → mantengo, mantuve. */
const COMPOUNDS: Record<string, string[]> = {
  tener: ['man', 'ob', 'de', 'con', 're', 'sos', 'entre', 'abs'],
  poner: ['pro', 'su', 'com', 'dis', 'ex', 'im', 'o', 're', 'pos', 'su'],
  venir: ['pre', 'con', 'inter', 'sobre'],
  traer: ['a', 'dis', 'con', 'ex', 'sus'],
  caer: ['de', 're'],
  reír: ['son'],
};
const UIR_VERBS = 'construir incluir destruir huir contribuir distribuir concluir sustituir excluir disminuir instruir influir reconstruir atribuir'.split(' ');

/** -iar and -uar verbs stressed on the i or u in the present (envío, continúa); the file lacks them. */
const STRESSED_IAR_UAR = 'enviar continuar actuar graduar confiar esquiar vaciar enfriar situar evaluar'.split(' ');

function stressedIarUarForms(lemma: string): string[] {
  const stem = lemma.slice(0, -3);
  const v = lemma.at(-3)!;
  const w = v === 'i' ? 'í' : 'ú';
  return [
    `${stem}${w}o`, `${stem}${w}as`, `${stem}${w}a`, `${stem}${v}amos`, `${stem}${v}áis`, `${stem}${w}an`,
    `${stem}${v}aba`, `${stem}${v}abas`, `${stem}${v}aba`, `${stem}${v}ábamos`, `${stem}${v}abais`, `${stem}${v}aban`,
    `${stem}${v}é`, `${stem}${v}aste`, `${stem}${v}ó`, `${stem}${v}amos`, `${stem}${v}asteis`, `${stem}${v}aron`,
    `${lemma}é`, `${lemma}ás`, `${lemma}á`, `${lemma}emos`, `${lemma}éis`, `${lemma}án`,
  ];
}

function uirForms(lemma: string): string[] {
  const s = lemma.slice(0, -3);
  const forms = `${s}uyo ${s}uyes ${s}uye ${s}uimos ${s}uís ${s}uyen ${s}uía ${s}uías ${s}uía ${s}uíamos ${s}uíais ${s}uían ${s}uí ${s}uiste ${s}uyó ${s}uimos ${s}uisteis ${s}uyeron ${s}uiré ${s}uirás ${s}uirá ${s}uiremos ${s}uiréis ${s}uirán`;
  // "huí", "huimos": the one-syllable stem needs no written accent on the first person.
  return forms.split(' ').map((f) => (lemma === 'huir' && f === 'huí' ? 'hui' : f));
}

/**
 * The lemmas a strong preterite stem may come from, longest stem first: "tuv" → tener, "obtuv" → obtener, "estuv" →
 * estar, "produj" → producir. Callers check that the lemma is a verb of the table.
 */
export function readStrongStemLemmas(stem: string): string[] {
  return Object.entries(STRONG_STEMS)
    .filter(([, strong]) => stem.endsWith(strong))
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([base, strong]) => stem.slice(0, stem.length - strong.length) + base);
}

/** The strong preterite (anduve, cupo, tradujeron) of a lemma built on one of STRONG_STEMS. */
function strongPreterite(lemma: string, person: Person): string | undefined {
  // Only andar and estar themselves: "mandar", "contestar" are regular.
  const base = Object.keys(STRONG_STEMS).find((verb) => lemma === verb || (lemma.endsWith(verb) && verb !== 'andar' && verb !== 'estar'));
  if (!base) return undefined;
  const stem = lemma.slice(0, lemma.length - base.length) + STRONG_STEMS[base]!;
  if (/c$/.test(stem) && person === 2) return `${stem.slice(0, -1)}zo`;
  const ending = /j$/.test(stem) && person === 5 ? 'eron' : ['e', 'iste', 'o', 'imos', 'isteis', 'ieron'][person]!;
  return stem + ending;
}

/** Third persons of a stem-changing -ir preterite from the first person: sentí → sintió, sintieron. */
function changedStemPreterite(lemma: string, forms: string[], person: Person): string | undefined {
  const first = forms[12];
  if (!lemma.endsWith('ir') || !first?.endsWith('í') || (person !== 2 && person !== 5)) return undefined;
  const stem = first.slice(0, -1);
  const changed = stem.replace(/e([^aeiou]*)$/, 'i$1').replace(/o([^aeiou]*)$/, 'u$1');
  return changed === stem ? undefined : `${changed}${person === 2 ? 'ió' : 'ieron'}`;
}

/** -eer verbs: leyó, creyeron (the file has "leió"-less gaps). */
function eerPreterite(lemma: string, slot: number): string | undefined {
  if (!/eer$/.test(lemma)) return undefined;
  const s = lemma.slice(0, -2);
  return ({ 12: `${s}í`, 13: `${s}íste`, 14: `${s}yó`, 15: `${s}ímos`, 16: `${s}ísteis`, 17: `${s}yeron` } as Record<number, string>)[slot];
}

export class SpanishVerbTable extends VerbTable {
  private readonly added = new Map<string, string[]>();
  private readonly addedByForm = new Map<string, VerbReading[]>();

  constructor() {
    super('es-verbs.txt', 4);
    for (const [lemma, forms] of Object.entries(MISSING)) this.add(lemma, forms.split(' '));
    for (const lemma of UIR_VERBS) if (!super.forms(lemma)) this.add(lemma, uirForms(lemma));
    for (const lemma of STRESSED_IAR_UAR) if (!super.forms(lemma)) this.add(lemma, stressedIarUarForms(lemma));
    for (const [base, prefixes] of Object.entries(COMPOUNDS)) {
      const baseForms = this.forms(base);
      if (!baseForms) continue;
      for (const prefix of prefixes) if (!super.forms(prefix + base)) this.add(prefix + base, baseForms.slice(0, 24).map((f) => (f ? prefix + f : '')));
    }
  }

  private add(lemma: string, forms: string[]): void {
    this.added.set(lemma, forms);
  }

  /** The file's forms with their gaps filled, or a whole added paradigm. */
  override forms(lemma: string): string[] | undefined {
    if (SPURIOUS_VERB_LEMMAS.has(lemma)) return undefined;
    const added = this.added.get(lemma);
    if (added) return added;
    const forms = super.forms(lemma);
    if (!forms) return undefined;
    // A strong preterite replaces the file's slots too: it has the present "andamos" for "anduvimos".
    return forms.map(
      (form, slot) => MISSING_SLOTS[lemma]?.[slot] ?? (slot >= 12 && slot < 18 ? strongPreterite(lemma, (slot % 6) as Person) : undefined) ?? (form || (slot < 24 ? this.fillSlot(lemma, forms, slot) : '') || ''),
    );
  }

  private fillSlot(lemma: string, forms: string[], slot: number): string | undefined {
    const person = (slot % 6) as Person;
    if (slot >= 12 && slot < 18) return strongPreterite(lemma, person) ?? eerPreterite(lemma, slot) ?? changedStemPreterite(lemma, forms, person);
    return undefined;
  }

  override slots(form: string): { lemma: string; slot: number }[] {
    return super.slots(form).filter((s) => !SPURIOUS_VERB_LEMMAS.has(s.lemma));
  }

  override conjugate(lemma: string, tense: number, person: Person): string | undefined {
    return this.forms(lemma)?.[tense * 6 + person] || undefined;
  }

  override read(form: string): VerbReading[] {
    const own = super.read(form).filter((r) => !SPURIOUS_VERB_LEMMAS.has(r.lemma));
    if (this.addedByForm.size === 0) this.indexAdded();
    return [...own, ...(this.addedByForm.get(form) ?? []).filter((r) => !own.some((o) => o.lemma === r.lemma && o.tense === r.tense && o.person === r.person))];
  }

  /** Reverse index of every added or filled form, built on the first read. */
  private indexAdded(): void {
    const put = (lemma: string, form: string, slot: number) => {
      const list = this.addedByForm.get(form) ?? [];
      list.push({ lemma, tense: Math.floor(slot / 6), person: (slot % 6) as Person });
      this.addedByForm.set(form, list);
    };
    for (const [lemma, forms] of this.added) forms.forEach((form, slot) => form && put(lemma, form, slot));
    for (const lemma of this.lemmasWithGaps()) {
      const filled = this.forms(lemma) ?? [];
      const own = super.forms(lemma) ?? [];
      for (let slot = 0; slot < 24; slot++) if (filled[slot] && filled[slot] !== own[slot]) put(lemma, filled[slot]!, slot);
    }
    this.addedByForm.set('', []);
  }

  private lemmasWithGaps(): string[] {
    return [...new Set([...Object.keys(MISSING_SLOTS), ...this.gapLemmas])];
  }

  /** Lemmas whose preterite the file leaves partly empty: set by the caller that lists the file's lemmas. */
  private get gapLemmas(): string[] {
    return GAP_LEMMAS;
  }
}

// Frequent verbs with preterite gaps in the file (a check of the 150 most used verbs and their families).
const GAP_LEMMAS = `andar caber estar tener poder poner saber haber querer venir hacer decir conducir traducir producir reducir introducir deducir sentir pedir servir convertir morir dormir repetir
  seguir conseguir preferir mentir medir vestir elegir corregir divertir sugerir advertir herir competir despedir impedir
  leer creer poseer proveer`.split(/\s+/);
