import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { Switch } from '../../../../web/components/ui/switch';
import { MIN_MATCH_WORDS_RANGE } from '../api/check-plagiarism';

const { min, max } = MIN_MATCH_WORDS_RANGE;

interface CheckOptionsProps {
  ignoreQuotes: boolean;
  minMatchWords: number;
  onIgnoreQuotesChange: (value: boolean) => void;
  onMinMatchWordsChange: (value: number) => void;
}

export function CheckOptions(props: CheckOptionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <div className="flex items-center gap-2">
        <Switch id="ignore-quotes" checked={props.ignoreQuotes} onCheckedChange={props.onIgnoreQuotesChange} />
        <Label htmlFor="ignore-quotes" className="font-normal">
          Ignore quoted passages
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor="min-match-words" className="font-normal">
          Minimum match length
        </Label>
        <Input
          id="min-match-words"
          type="number"
          min={min}
          max={max}
          value={props.minMatchWords}
          className="w-20"
          onChange={(event) => {
            const value = Number(event.target.value);
            if (Number.isFinite(value)) props.onMinMatchWordsChange(Math.min(max, Math.max(min, Math.round(value))));
          }}
        />
        <span className="text-sm text-muted-foreground">words</span>
      </div>
    </div>
  );
}
