import { BookMarked } from 'lucide-react';
import { Label } from '../../../../web/components/ui/label';
import { NativeSelect } from '../../../../web/components/ui/native-select';
import { Textarea } from '../../../../web/components/ui/textarea';
import { DOMAINS, type Domain } from '../api/check-grammar';

export const LANGUAGE_OPTIONS = [
  { value: 'auto', label: 'Detect language' },
  { value: 'en-US', label: 'English (US)' },
  { value: 'en-GB', label: 'English (UK)' },
  { value: 'en-AU', label: 'English (Australia)' },
  { value: 'en-CA', label: 'English (Canada)' },
  { value: 'de', label: 'German (spelling)' },
  { value: 'fr', label: 'French (spelling)' },
  { value: 'es', label: 'Spanish (spelling)' },
] as const;

const DOMAIN_LABELS: Record<Domain, string> = {
  academic: 'Academic',
  legal: 'Legal',
  medical: 'Medical',
  technical: 'Technical',
};

export interface CheckOptionsValue {
  language: string;
  domain: Domain | 'general';
  prefer: string;
  avoid: string;
}

interface CheckOptionsProps {
  value: CheckOptionsValue;
  onChange: (value: CheckOptionsValue) => void;
}

/** Language, field of writing and the writer's own term list. */
export function CheckOptions({ value, onChange }: CheckOptionsProps) {
  const termCount = [value.prefer, value.avoid].join('\n').split('\n').filter((line) => line.trim()).length;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <div className="flex items-center gap-2">
          <Label htmlFor="grammar-language">Language</Label>
          <NativeSelect id="grammar-language" className="min-w-44" value={value.language} onChange={(event) => onChange({ ...value, language: event.target.value })}>
            {LANGUAGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="grammar-domain">Field</Label>
          <NativeSelect
            id="grammar-domain"
            className="min-w-36"
            value={value.domain}
            onChange={(event) => onChange({ ...value, domain: event.target.value as CheckOptionsValue['domain'] })}
          >
            <option value="general">General</option>
            {DOMAINS.map((domain) => (
              <option key={domain} value={domain}>
                {DOMAIN_LABELS[domain]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <details className="group rounded-lg border px-4 py-2.5 open:pb-4">
        <summary className="flex cursor-pointer list-none items-center gap-2 text-sm font-medium">
          <BookMarked className="size-4 text-primary" aria-hidden="true" />
          Your terms
          <span className="text-muted-foreground">{termCount > 0 ? `(${termCount})` : '(optional)'}</span>
          <span className="ml-auto text-xs text-muted-foreground group-open:hidden">Show</span>
          <span className="ml-auto hidden text-xs text-muted-foreground group-open:inline">Hide</span>
        </summary>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="terms-prefer">Preferred spellings</Label>
            <Textarea
              id="terms-prefer"
              value={value.prefer}
              onChange={(event) => onChange({ ...value, prefer: event.target.value })}
              placeholder={'One per line, e.g.\ne-mail\nJavaScript'}
              className="h-24 font-mono text-xs"
            />
            <p className="text-xs text-muted-foreground">Other spellings, hyphenations and capitalisations are flagged.</p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="terms-avoid">Terms to avoid</Label>
            <Textarea
              id="terms-avoid"
              value={value.avoid}
              onChange={(event) => onChange({ ...value, avoid: event.target.value })}
              placeholder={'One per line, optionally with a replacement:\nutilize -> use\nsynergy'}
              className="h-24 font-mono text-xs"
            />
            <p className="text-xs text-muted-foreground">Write “term -&gt; replacement” to offer a fix.</p>
          </div>
        </div>
      </details>
    </div>
  );
}
