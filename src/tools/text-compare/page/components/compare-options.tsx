import { Label } from '../../../../web/components/ui/label';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Switch } from '../../../../web/components/ui/switch';
import { GRANULARITY_OPTIONS, granularitySchema, type Granularity } from '../api/compare-texts';

interface CompareOptionsProps {
  granularity: Granularity;
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
  onGranularityChange: (granularity: Granularity) => void;
  onIgnoreCaseChange: (value: boolean) => void;
  onIgnoreWhitespaceChange: (value: boolean) => void;
}

export function CompareOptions(props: CompareOptionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <div className="flex items-center gap-2">
        <Label htmlFor="compare-granularity">Compare by</Label>
        <NativeSelect
          id="compare-granularity"
          className="min-w-36"
          value={props.granularity}
          onChange={(event) => props.onGranularityChange(granularitySchema.parse(event.target.value))}
        >
          {GRANULARITY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value} title={option.description}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-center gap-2">
        <Switch id="compare-ignore-case" checked={props.ignoreCase} onCheckedChange={props.onIgnoreCaseChange} />
        <Label htmlFor="compare-ignore-case" className="font-normal">
          Ignore case
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id="compare-ignore-whitespace"
          checked={props.ignoreWhitespace}
          onCheckedChange={props.onIgnoreWhitespaceChange}
        />
        <Label htmlFor="compare-ignore-whitespace" className="font-normal">
          Ignore whitespace
        </Label>
      </div>
    </div>
  );
}
