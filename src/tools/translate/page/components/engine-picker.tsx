import { Badge } from '../../../../web/components/ui/badge';
import { ENGINE_IDS, type EngineInfo, type TranslateEngineId, type TranslateInput } from '../api/translate-text';
import { ENGINE_LABELS } from '../lib/engine-labels';
import { describePair } from '../lib/languages';

export type EngineChoice = 'auto' | TranslateEngineId;
export type Formality = NonNullable<TranslateInput['formality']>;

const SELECT =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

interface EnginePickerProps {
  engines: readonly EngineInfo[] | undefined;
  engine: EngineChoice;
  onEngine: (engine: EngineChoice) => void;
  formality: Formality;
  onFormality: (formality: Formality) => void;
  disabled?: boolean;
}

/** Which engine translates (auto: the best one set up for the pair), formality, and what each engine covers. */
export function EnginePicker({ engines, engine, onEngine, formality, onFormality, disabled }: EnginePickerProps) {
  const byId = new Map((engines ?? []).map((info) => [info.id, info]));
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="translate-engine" className="text-sm font-medium">
            Engine
          </label>
          <select id="translate-engine" className={SELECT} value={engine} disabled={disabled} onChange={(event) => onEngine(event.target.value as EngineChoice)}>
            <option value="auto">Best for the pair</option>
            {ENGINE_IDS.map((id) => (
              <option key={id} value={id} disabled={byId.get(id)?.available === false}>
                {ENGINE_LABELS[id]}
                {byId.get(id)?.available === false ? ' (not set up)' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="translate-formality" className="text-sm font-medium">
            Formality
          </label>
          <select
            id="translate-formality"
            className={SELECT}
            value={formality}
            disabled={disabled}
            onChange={(event) => onFormality(event.target.value as Formality)}
          >
            <option value="default">Default</option>
            <option value="more">More formal</option>
            <option value="less">Less formal</option>
          </select>
        </div>
      </div>
      <details className="group text-sm" data-testid="engine-list">
        <summary className="cursor-pointer font-medium text-muted-foreground hover:text-foreground">Engines and the pairs each has</summary>
        {engines === undefined ? (
          <p className="mt-2 text-muted-foreground">Loading the engines…</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {ENGINE_IDS.map((id) => {
              const info = byId.get(id);
              return (
                <li key={id} className="space-y-1" data-testid={`engine-${id}`}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{ENGINE_LABELS[id]}</span>
                    {info?.available ? (
                      <Badge variant="success">{info.pairs.length} {info.pairs.length === 1 ? 'pair' : 'pairs'}</Badge>
                    ) : (
                      <Badge variant="outline">Not set up</Badge>
                    )}
                  </div>
                  {info?.message && (
                    <p className="text-muted-foreground">{info.available ? info.message : `For the site's administrator: ${info.message}`}</p>
                  )}
                  {info?.available && info.pairs.length > 0 && (
                    <p className="text-xs leading-5 text-muted-foreground">{info.pairs.map(describePair).join(' · ')}</p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </details>
    </div>
  );
}
