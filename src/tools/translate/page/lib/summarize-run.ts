import type { RunSummary } from '../../../../web/lib/tool-pages';
import { translateContract } from '../../contract';
import { ENGINE_LABELS } from './engine-labels';
import { nameLanguage } from './languages';

// A saved run is read for its headline only, so runs saved before a field was added still read.
const headline = translateContract.result.pick({ translation: true, source: true, target: true, engine: true, pivot: true });

/** The headline facts of a saved translation for the dashboard: which languages, which engine, and the text. */
export function summarizeTranslateRun(result: unknown): RunSummary | null {
  const parsed = headline.safeParse(result);
  if (!parsed.success) return null;
  const { source, target, engine, pivot, translation } = parsed.data;
  const from = `${nameLanguage(source.code)}${source.detected ? ' (detected)' : ''}`;
  return {
    facts: [
      { label: 'Languages', value: `${from} → ${nameLanguage(target)}` },
      { label: 'Engine', value: pivot ? `${ENGINE_LABELS[engine]} via ${nameLanguage(pivot)}` : ENGINE_LABELS[engine] },
    ],
    text: { label: 'Translation', value: translation },
  };
}
