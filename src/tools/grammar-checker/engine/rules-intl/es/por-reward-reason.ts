import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';

/** Nouns of a reward, a thanks or a penalty, given because of something. */
const REWARDS = /^(premio|premios|medalla|medallas|recompensa|recompensas|reconocimiento|homenaje|felicitaciones|enhorabuena|multa|multas|castigo|sanción|galardón|diploma|beca)$/;
/** Verbs of rewarding, thanking, praising or punishing someone for something. */
const REWARD_VERBS = new Set(['premiar', 'felicitar', 'agradecer', 'elogiar', 'castigar', 'multar', 'condecorar', 'galardonar', 'homenajear', 'sancionar']);
/** What one is rewarded or blamed for: work, effort, a deed or a quality. */
const MERITS = /^(trabajo|trabajos|esfuerzo|esfuerzos|labor|ayuda|valentía|servicio|servicios|carrera|obra|obras|novela|película|libro|investigación|contribución|dedicación|paciencia|apoyo|comportamiento|actuación|éxito|logro|logros|compromiso|generosidad|talento|creatividad|retraso|error|errores|conducta|rendimiento|participación|proyecto|tesis|poema|discurso|hazaña|gestión|aportación)$/;

/**
 * "Le dieron un premio para su trabajo con los refugiados": what a reward, a thanks or a penalty is given for is its
 * cause and takes "por" ("un premio por su trabajo", "la felicitaron por su esfuerzo"). A noun or verb of rewarding
 * within three words before "para", then a determiner and a noun of work, effort, a deed or a quality: "para" + a
 * person is who receives it ("un premio para los ganadores") and stays, as does "para" + an infinitive (a purpose).
 */
export const POR_REWARD_REASON: IntlRule = defineRule({
  id: 'es/por-reward-reason',
  name: 'por for the reason of a reward',
  message: 'What a reward, a thanks or a penalty is for is its cause: "un premio por su trabajo".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'para' || !ctx.joinedRun(i, i + 2)) return undefined;
    if (!/^(su|sus|mi|mis|tu|tus|nuestro|nuestra|nuestros|nuestras|el|la|los|las|este|esta|ese|esa)$/.test(ctx.word(i + 1)) || !MERITS.test(ctx.word(i + 2))) return undefined;
    for (let k = i - 1; k >= Math.max(0, i - 3) && ctx.joined(k); k--) {
      const word = ctx.word(k);
      if (REWARDS.test(word) || spanishVerbs().read(word).some((r) => REWARD_VERBS.has(r.lemma))) return { from: i, to: i, replacements: ['por'] };
    }
    return undefined;
  },
});
