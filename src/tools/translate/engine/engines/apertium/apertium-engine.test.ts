import { execFileSync } from 'node:child_process';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { translateInputSchema } from '../../../contract';
import { translateDocument } from '../../documents/translate-document';
import { translateText } from '../../translate-text';
import { createApertiumEngine } from './apertium-engine';
import { IDIOMS } from './idioms';
import { parseModeList } from './parse-modes';
import { planRoute } from './plan-route';
import { shieldSegment, unshieldSegment } from './shield-segment';
import { elideBeforeMarked, stripUnknownMarks } from './strip-unknown-marks';
import { tidyOutput } from './tidy-output';

const MODES = parseModeList(['eng-spa', 'spa-eng', 'spa-eng_US', 'es-fr', 'fr-es', 'es-pt', 'es-pt_BR', 'eng-cat', 'cat-ita', 'eco-es-fr'].join('\n'));

function hasApertium(): boolean {
  try {
    return execFileSync('apertium', ['-l'], { encoding: 'utf8' }).includes('eng-spa');
  } catch {
    return false;
  }
}

describe('Apertium routing', () => {
  it('reads `apertium -l`, skipping helper modes', () => {
    expect(MODES.map((mode) => mode.name)).not.toContain('eco-es-fr');
    expect(MODES.find((mode) => mode.name === 'eng-spa')).toMatchObject({ source: 'en', target: 'es' });
  });

  it('goes direct when it can, through Spanish or Catalan when it must, and says so', () => {
    expect(planRoute(MODES, 'en', 'es')).toEqual({ modes: [expect.objectContaining({ name: 'eng-spa' })] });
    const pivot = planRoute(MODES, 'en', 'fr');
    expect(pivot?.pivot).toBe('es');
    expect(pivot?.modes.map((mode) => mode.name)).toEqual(['eng-spa', 'es-fr']);
    expect(planRoute(MODES, 'en', 'it')).toMatchObject({ pivot: 'ca' });
    expect(planRoute(MODES, 'en', 'de')).toBeUndefined();
  });

  it('honours a regional target when a mode exists for it', () => {
    expect(planRoute(MODES, 'es', 'pt-BR')?.modes[0]?.name).toBe('es-pt_BR');
    expect(planRoute(MODES, 'es', 'pt')?.modes[0]?.name).toBe('es-pt');
  });
});

describe('Apertium output clean-up', () => {
  it("strips unknown-word marks but keeps the source's own #tags and @handles", () => {
    expect(stripUnknownMarks('Vi *Xyzzy y #etiqueta @*bob #ser', 'I saw Xyzzy and #etiqueta @bob').text).toBe('Vi Xyzzy y #etiqueta @bob ser');
  });

  it('makes the French elision a mark blocked, before a vowel only, in French only', () => {
    expect(elideBeforeMarked('Le *alumnado livré, que *Ontario et de *écoles', 'fr')).toBe("L'*alumnado livré, qu'*Ontario et d'*écoles");
    expect(elideBeforeMarked('le *héros, la *yole, le *bateau, Lame *ordre', 'fr')).toBe('le *héros, la *yole, le *bateau, Lame *ordre');
    expect(elideBeforeMarked('de *alumnado', 'es')).toBe('de *alumnado');
  });

  it('strips a mark before a lone symbol Apertium did not know, but not one the source has', () => {
    expect(stripUnknownMarks('Casa *· Sirve 4 *· *Prep', 'Home · Serves 4 · Prep').text).toBe('Casa · Sirve 4 · Prep');
    expect(stripUnknownMarks('Nota *· y *–', 'Note *· and *–').text).toBe('Nota *· y *–');
  });

  it('keeps dotted abbreviations as written (B.A., Ph.D., U.K.), and lets a direct pair translate U.S.', () => {
    const shielded = shieldSegment('A B.A. (B.A.) and a Ph.D. from the U.K. and the U.S.', 'en', 'es');
    expect(shielded.text).not.toMatch(/B\.A\.|Ph\.D\.|U\.K\./);
    expect(shielded.text).toContain('U.S.');
    expect(unshieldSegment(shielded.text, shielded.restores)).toBe('A B.A. (B.A.) and a Ph.D. from the U.K. and the U.S.');
    expect(shieldSegment('the U.S.', 'en', 'fr', true, false).text).not.toContain('U.S.');
    expect(shieldSegment('an example, etc.', 'en', 'es').text).toBe('an example, etc.');
  });

  it('keeps a name after a title as written (Dr. Smith is not "Dr. Herrero")', () => {
    const shielded = shieldSegment('Dr. Smith met Mrs. Cook and Prof. Rose Gardner.', 'en', 'es');
    expect(shielded.text).not.toMatch(/Smith|Cook|Rose|Gardner/);
    expect(shielded.text).toMatch(/^Dr\. \d+ met Mrs\. \d+ and Prof\. \d+\.$/);
    expect(unshieldSegment(shielded.text, shielded.restores)).toBe('Dr. Smith met Mrs. Cook and Prof. Rose Gardner.');
    expect(shieldSegment('The smith works.', 'en', 'es').text).toBe('The smith works.');
  });

  it('restores a capital, Spanish opening marks and single spaces', () => {
    expect(tidyOutput(' se apellida Bob.', 'He is called Bob.', 'es')).toBe('Se apellida Bob.');
    expect(tidyOutput('Cómo eres?', 'How are you?', 'es')).toBe('¿Cómo eres?');
    // A clause of 200,000 characters is read in one pass (two lazy runs of one class were quadratic).
    const clause = 'y'.repeat(200_000);
    expect(tidyOutput(`Hola. ${clause}?`, `Hello. ${clause}?`, 'es')).toBe(`Hola. ¿${clause}?`);
    // A run of 200,000 blanks before a mark or inside a sentence is read in one pass too.
    const blanks = ' '.repeat(200_000);
    expect(tidyOutput(`Hola${blanks}, amigo.`, `Hello${blanks}, friend.`, 'es')).toBe('Hola, amigo.');
    expect(tidyOutput(`Hola.${blanks}Cómo estás?`, `Hello.${blanks}How are you?`, 'es')).toBe(`Hola.${blanks}¿Cómo estás?`);
    expect(tidyOutput('Hola.  No lo puedo creer!', 'Hello. I cannot believe it!', 'es')).toBe('Hola. ¡No lo puedo creer!');
    expect(tidyOutput('Il est là?', 'Is he there?', 'fr')).toBe('Il est là?');
  });

  it('gives back a small letter to the word Apertium capitalised after a name it did not know', () => {
    expect(tidyOutput('Dynes Cogerá $395,000 un año.', 'Dynes will get $395,000 a year.', 'es')).toBe('Dynes cogerá $395,000 un año.');
    expect(tidyOutput('Amgen Las acciones obtuvieron 93 céntimos.', 'Amgen shares gained 93 cents.', 'es')).toBe('Amgen las acciones obtuvieron 93 céntimos.');
    // A name of two words, a capital the source has, and an acronym stay.
    expect(tidyOutput('Juan Pérez dijo que MSN Mensajero es Nuevo.', 'Juan Pérez said that MSN Messenger is Nuevo.', 'es')).toBe('Juan Pérez dijo que MSN Mensajero es Nuevo.');
    expect(tidyOutput('Ich Sehe Tom Hunde.', 'I see Tom dogs.', 'de')).toBe('Ich Sehe Tom Hunde.');
  });

  it('stands sentinels in for placeholders and idioms, and puts them back', () => {
    const shielded = shieldSegment("Look at ⟦0⟧: it's raining cats and dogs.", 'en', 'es');
    expect(shielded.text).not.toContain('⟦0⟧');
    expect(shielded.text).not.toMatch(/cats/);
    expect(unshieldSegment(shielded.text, shielded.restores)).toBe('Look at ⟦0⟧: está lloviendo a cántaros.');
    expect(unshieldSegment('lost it', shielded.restores)).toBeUndefined();
  });
});

describe.runIf(hasApertium())('Apertium engine (installed binary)', () => {
  const engine = createApertiumEngine();

  it('lists direct and pivot pairs', async () => {
    const pairs = await engine.listPairs();
    expect(pairs).toContainEqual(['en', 'es']);
    expect(pairs).toContainEqual(['en', 'fr']);
    expect(await engine.unavailableReason()).toBeUndefined();
  });

  it('translates sentence by sentence, without marks, keeping placeholders', async () => {
    const reply = await engine.translate({ segments: ['How are you?', 'I saw Xyzzyq at ⟦0⟧.', 'The dog is black.'], source: 'en', target: 'es', formality: 'default' });
    expect(reply.segments).toHaveLength(3);
    expect(reply.segments[0]).toBe('¿Cómo eres?');
    expect(reply.segments[1]).toContain('Xyzzyq');
    expect(reply.segments[1]).toContain('⟦0⟧');
    expect(reply.segments.join(' ')).not.toMatch(/[*#@]\p{L}/u);
    expect(reply.segments[2]).toMatch(/perro/);
  });

  it('gives every word of a hyphenated compound its space ("prohibiciónde10años" before), and keeps dictionary compounds', async () => {
    const reply = await engine.translate({
      segments: ['They lifted a 10-year-old ban.', 'A well-known man has a full-time job.', 'A non-profit group bought a t-shirt.'],
      source: 'en',
      target: 'es',
      formality: 'default',
    });
    expect(reply.segments[0]).toContain('prohibición de 10 años');
    expect(reply.segments[1]).toContain('hombre bien sabido');
    expect(reply.segments[1]).toContain('dedicación exclusiva');
    // Whole words in eng-spa's own English dictionary (not in eng-cat's): asked of the pair that reads them.
    expect(reply.segments[2]).toBe('Un grupo sin ánimo de lucro compró una camiseta.');
  });

  it('renders the possessive of a name it does not know ("PCCWha cap" in Catalan before)', async () => {
    const segments = ["PCCW's chief operating officer will report to Chi-Chi's board."];
    const catalan = await engine.translate({ segments, source: 'en', target: 'ca', formality: 'default' });
    expect(catalan.segments[0]).toContain('de PCCW');
    expect(catalan.segments[0]).toContain('Chi-Chi');
    expect(catalan.segments[0]).not.toMatch(/PCCWha|John|Robert/);
    const spanish = await engine.translate({ segments, source: 'en', target: 'es', formality: 'default' });
    expect(spanish.segments[0]).toContain('de PCCW');
  });

  it('keeps a surname after a first name as written ("Tom Cocinero", "Mary Blanca" before)', async () => {
    const reply = await engine.translate({ segments: ['Yesterday Tom Cook met Mary White in New York.'], source: 'en', target: 'es', formality: 'default' });
    expect(reply.segments[0]).toContain('Tom Cook');
    expect(reply.segments[0]).toContain('Mary White');
    expect(reply.segments[0]).toContain('Nueva York');
  });

  it('pivots en→fr through Catalan (the better route, decision 0103) and labels it', async () => {
    const reply = await engine.translate({ segments: ['I will call you.'], source: 'en', target: 'fr', formality: 'default' });
    expect(reply.pivot).toBe('ca');
    expect(reply.segments[0]).toMatch(/appellerai/);
  });

  it('reads a verb after its subject as the verb, not as a compound noun ("Mis vidas de hermana" before)', async () => {
    const reply = await engine.translate({ segments: ['My sister lives in Paris.', 'Our team plays well.'], source: 'en', target: 'es', formality: 'default' });
    expect(reply.segments[0]).toBe('Mi hermana vive en París.');
    expect(reply.segments[1]).toMatch(/^Nuestro equipo \p{L}+ bien\.$/u);
  });

  it('writes "elle" for a French subject that can only be "she" ("Il est allé" before)', async () => {
    const reply = await engine.translate({ segments: ['She went to the store.', 'He said she was late.'], source: 'en', target: 'fr', formality: 'default' });
    expect(reply.segments[0]).toMatch(/^Elle est all/);
    expect(reply.segments[1]).toMatch(/^Il /);
  });

  it('renders every listed idiom of an installed pair by its meaning', async () => {
    const pairs = await engine.listPairs();
    for (const [key, entries] of Object.entries(IDIOMS)) {
      const [source = '', target = ''] = key.split('-');
      if (!pairs.some(([from, to]) => from === source && to === target)) continue;
      const reply = await engine.translate({ segments: entries.map(([idiom]) => `Well, ${idiom}.`), source, target, formality: 'default' });
      reply.segments.forEach((segment, index) => expect(segment, `${key}: ${entries[index]?.[0]}`).toContain(entries[index]?.[1]));
    }
  });

  it('gives a .docx with no unknown-word marks, abbreviations as written and its language the target', async () => {
    const source = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              children: [
                new TextRun({ text: "Home · Serves 4. She holds a B.A. (B.A.) from PCCW's 10-year-old school; her blorptastic recipe.", language: { value: 'en-GB' } }),
              ],
            }),
          ],
        },
      ],
    });
    const translateBlocks = async (texts: string[]) =>
      Promise.all(texts.map(async (text) => (await translateText(translateInputSchema.parse({ text, source: 'en', target: 'es', engine: 'apertium' }), { engines: [engine] })).translation));
    const { bytes } = await translateDocument('docx', new Uint8Array(await Packer.toBuffer(source)), translateBlocks, 'es', 'en');
    const body = strFromU8(unzipSync(bytes)['word/document.xml']!);
    const text = [...body.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');
    expect(text).not.toMatch(/[*#@](?=[\p{L}·])/u);
    expect(text).toContain('(B.A.)');
    expect(text).toContain('de PCCW');
    expect(text).toContain('de 10 años');
    expect(body).toContain('<w:lang w:val="es-ES"/>');
  });

  it('reports itself unavailable, with the install line, when the binary is missing', async () => {
    const missing = createApertiumEngine({ binary: '/nonexistent/apertium' });
    expect(await missing.listPairs()).toEqual([]);
    expect(await missing.unavailableReason()).toMatch(/install-apertium\.sh/);
  });
});
