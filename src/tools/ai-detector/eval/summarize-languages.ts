import { computeAuroc } from '../../../../training/ai-detector/measure-ranking';

/** One scored text of the multilingual corpus. */
export interface LanguageScore {
  lang: string;
  genre: string;
  label: 0 | 1;
  edited: boolean;
  probability: number;
  verdict: string;
}

export interface LanguageSummary {
  lang: string;
  texts: number;
  auroc: number;
  /** Unedited model texts called 'likely AI'. */
  aiCaught: number;
  aiTexts: number;
  /** Human texts called 'likely AI'. */
  humanFlagged: number;
  humanTexts: number;
  /** Precision of 'likely AI' (NaN when nothing was flagged). */
  precision: number;
  aiVerdicts: Record<string, number>;
  /** AUROC of each genre's model texts against every human text of the language. */
  genres: Record<string, { auroc: number; n: number; caught: number }>;
}

/** Per-language figures of scored corpus texts (edited texts are left out of every figure but their own line). */
export function summarizeLanguages(scores: readonly LanguageScore[]): LanguageSummary[] {
  const languages = [...new Set(scores.map((score) => score.lang))].sort();
  return languages.map((lang) => {
    const own = scores.filter((score) => score.lang === lang && !score.edited);
    const ai = own.filter((score) => score.label === 1);
    const human = own.filter((score) => score.label === 0);
    const caught = ai.filter((score) => score.verdict === 'likely AI').length;
    const flagged = human.filter((score) => score.verdict === 'likely AI').length;
    const aiVerdicts: Record<string, number> = {};
    for (const score of ai) aiVerdicts[score.verdict] = (aiVerdicts[score.verdict] ?? 0) + 1;
    const genres: LanguageSummary['genres'] = {};
    for (const genre of [...new Set(ai.map((score) => score.genre))].sort()) {
      const inGenre = ai.filter((score) => score.genre === genre);
      const pool = [...inGenre, ...human];
      genres[genre] = {
        auroc: computeAuroc(pool.map((score) => score.probability), pool.map((score) => score.label)),
        n: inGenre.length,
        caught: inGenre.filter((score) => score.verdict === 'likely AI').length,
      };
    }
    return {
      lang,
      texts: own.length,
      auroc: computeAuroc(own.map((score) => score.probability), own.map((score) => score.label)),
      aiCaught: caught,
      aiTexts: ai.length,
      humanFlagged: flagged,
      humanTexts: human.length,
      precision: caught + flagged > 0 ? caught / (caught + flagged) : Number.NaN,
      aiVerdicts,
      genres,
    };
  });
}

export function printLanguageSummaries(title: string, summaries: readonly LanguageSummary[]): void {
  console.log(`\n${title}`);
  console.log('lang  texts  AUROC  AI caught      human flagged  precision  AI verdicts');
  for (const s of summaries) {
    const verdicts = Object.entries(s.aiVerdicts).map(([verdict, n]) => `${verdict} ${n}`).join(', ');
    console.log(
      `${s.lang.padEnd(5)} ${String(s.texts).padStart(5)}  ${s.auroc.toFixed(3)}  ${`${s.aiCaught}/${s.aiTexts}`.padEnd(13)}  ${`${s.humanFlagged}/${s.humanTexts}`.padEnd(13)}  ${Number.isNaN(s.precision) ? '—' : s.precision.toFixed(3)}      ${verdicts}`,
    );
    for (const [genre, g] of Object.entries(s.genres)) console.log(`      ${genre.padEnd(14)} n=${String(g.n).padStart(2)}  AUROC ${g.auroc.toFixed(3)}  caught ${g.caught}`);
  }
}
