import { ArrowLeftRight } from 'lucide-react';
import { Button } from '../../../../web/components/ui/button';
import { nameLanguage } from '../lib/languages';
import { LanguageSelect } from './language-select';

interface LanguageBarProps {
  source: string;
  target: string;
  sources: readonly string[];
  targets: readonly string[];
  /** The language the last run detected, shown while the source is "auto". */
  detected: string | null;
  onSource: (code: string) => void;
  onTarget: (code: string) => void;
  /** Undefined when there is nothing to swap to (source still to be detected). */
  onSwap?: () => void;
  disabled?: boolean;
}

/** From → to, with "Detect language" on the left and a swap between them. */
export function LanguageBar(props: LanguageBarProps) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-end gap-2 md:gap-4">
      <div className="min-w-0 space-y-1">
        <label htmlFor="translate-from" className="text-xs font-medium text-muted-foreground">
          From
        </label>
        <LanguageSelect
          id="translate-from"
          value={props.source}
          languages={props.sources}
          leading={{ value: 'auto', label: 'Auto-detect' }}
          onValueChange={props.onSource}
          disabled={props.disabled}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Swap languages"
        title={props.onSwap ? 'Swap languages' : 'Pick or detect the source language first'}
        onClick={props.onSwap}
        disabled={props.disabled || !props.onSwap}
      >
        <ArrowLeftRight />
      </Button>
      <div className="min-w-0 space-y-1">
        <label htmlFor="translate-to" className="text-xs font-medium text-muted-foreground">
          To
        </label>
        <LanguageSelect id="translate-to" value={props.target} languages={props.targets} onValueChange={props.onTarget} disabled={props.disabled} />
      </div>
      {props.source === 'auto' && props.detected && (
        <p className="col-span-3 -mt-1 text-xs text-muted-foreground" data-testid="detected-language">
          Detected: <span className="font-medium text-foreground">{nameLanguage(props.detected)}</span>
        </p>
      )}
    </div>
  );
}
