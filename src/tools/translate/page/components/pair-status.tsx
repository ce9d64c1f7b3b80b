import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../../web/components/ui/alert';
import type { EngineInfo } from '../api/translate-text';
import { ENGINE_LABELS } from '../lib/engine-labels';
import { nameLanguage } from '../lib/languages';

interface PairStatusProps {
  engines: readonly EngineInfo[];
  source: string;
  target: string;
  /** The available engines that list the pair. */
  covering: readonly EngineInfo[];
}

function listLabels(engines: readonly EngineInfo[]): string {
  const labels = engines.map((engine) => ENGINE_LABELS[engine.id]);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** Says, before anything is sent, that no engine set up here covers the pair, and what would. */
export function PairStatus({ engines, source, target, covering }: PairStatusProps) {
  const available = engines.filter((engine) => engine.available);
  if (engines.length > 0 && available.length === 0) {
    return (
      <Alert variant="warning" data-testid="no-engine">
        <CircleAlert />
        <AlertTitle>No translation engine is set up on this server</AlertTitle>
        <AlertDescription>
          <ul className="list-disc pl-4">
            {engines.map((engine) => (
              <li key={engine.id}>
                {ENGINE_LABELS[engine.id]}: {engine.message ?? 'not set up.'}
              </li>
            ))}
          </ul>
        </AlertDescription>
      </Alert>
    );
  }
  if (source === 'auto' || available.length === 0 || covering.length > 0) return null;
  const elsewhere = engines.filter((engine) => !engine.available && engine.pairs.some(([from, to]) => from === source && to === target));
  return (
    <Alert variant="warning" data-testid="unsupported-pair">
      <CircleAlert />
      <AlertTitle>
        No engine here translates {nameLanguage(source)} → {nameLanguage(target)}
      </AlertTitle>
      <AlertDescription>
        {elsewhere.length > 0
          ? `${listLabels(elsewhere)} would translate it, but ${elsewhere.length === 1 ? 'it is' : 'they are'} not connected on this site: pick another pair, or ask the site's administrator to connect ${elsewhere.length === 1 ? 'it' : 'one'}.`
          : "Pick another pair, or ask the site's administrator to connect a translation service (DeepL, LibreTranslate or a language model)."}
      </AlertDescription>
    </Alert>
  );
}
