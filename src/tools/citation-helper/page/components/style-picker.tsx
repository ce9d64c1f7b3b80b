import { Check, FileCode2 } from 'lucide-react';
import { useDeferredValue, useId, useRef, useState, type ChangeEvent } from 'react';
import { showToast } from '../../../../web/lib/show-toast';
import { Badge } from '../../../../web/components/ui/badge';
import { Button } from '../../../../web/components/ui/button';
import { Input } from '../../../../web/components/ui/input';
import { Label } from '../../../../web/components/ui/label';
import { cn } from '../../../../web/lib/cn';
import { BUNDLED_STYLE_IDS, LOCALES } from '../api/format-citations';
import { useStyleSearch } from '../api/citation-styles';
import { NativeSelect } from './native-select';

/** The styles most courses ask for, one click each. */
export const QUICK_STYLES = [
  { id: 'apa', label: 'APA 7' },
  { id: 'modern-language-association', label: 'MLA 9' },
  { id: 'chicago-author-date', label: 'Chicago' },
  { id: 'harvard-cite-them-right', label: 'Harvard' },
  { id: 'ieee', label: 'IEEE' },
  { id: 'vancouver', label: 'Vancouver' },
] as const;

const LOCALE_LABELS: Record<(typeof LOCALES)[number], string> = {
  'en-US': 'English (US)',
  'en-GB': 'English (UK)',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'es-ES': 'Español',
};

/** A custom style file: the largest official ones are about 150 KB. */
const MAX_CSL_BYTES = 400_000;

interface StylePickerProps {
  style: string;
  styleTitle: string;
  locale: string | null;
  disabled: boolean;
  onStyle: (id: string, title: string) => void;
  onCustomStyle: (xml: string, fileName: string) => void;
  onLocale: (locale: string | null) => void;
}

/** Quick picks, a search over every style the server has, a custom .csl, and the language of the terms. */
export function StylePicker({ style, styleTitle, locale, disabled, onStyle, onCustomStyle, onLocale }: StylePickerProps) {
  const ids = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const search = useStyleSearch(deferred);
  const fileRef = useRef<HTMLInputElement>(null);

  async function uploadStyle(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const xml = file.size <= MAX_CSL_BYTES ? await file.text() : '';
    if (!/<style[\s>]/.test(xml)) {
      showToast('error', `${file.name} is not a CSL style`, { description: 'Upload a .csl file of at most 400 KB.' });
      return;
    }
    onCustomStyle(xml, file.name);
  }

  const styles = search.data?.styles ?? [];
  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-4">
      <div>
        <h2 id={`${ids}-heading`} className="text-sm font-semibold">
          Citation style
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="current-style">
          {styleTitle}
        </p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Common styles">
        {QUICK_STYLES.map((quick) => (
          <Button
            key={quick.id}
            type="button"
            size="sm"
            variant={quick.id === style ? 'default' : 'outline'}
            aria-pressed={quick.id === style}
            disabled={disabled}
            onClick={() => {
              if (quick.id === style) return;
              const title = styles.find((candidate) => candidate.id === quick.id)?.title ?? quick.label;
              onStyle(quick.id, title);
            }}
          >
            {quick.label}
          </Button>
        ))}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-search`}>Find a style</Label>
        <Input id={`${ids}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Journal, university or style name" />
        {/* Focusable itself: while a run is in flight its buttons are disabled, and a scrolling list must still be reachable by keyboard. */}
        <ul className="max-h-64 divide-y overflow-y-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring" aria-label="Styles" data-testid="style-results" tabIndex={0}>
          {styles.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                disabled={disabled}
                className={cn(
                  'flex w-full items-start gap-2 px-3 py-2 text-left text-sm hover:bg-muted disabled:opacity-50',
                  candidate.id === style && 'bg-primary/5 font-medium',
                )}
                onClick={() => candidate.id !== style && onStyle(candidate.id, candidate.title)}
              >
                <Check className={cn('mt-0.5 size-4 shrink-0 text-primary', candidate.id !== style && 'invisible')} aria-hidden="true" />
                <span className="min-w-0 flex-1 break-words">{candidate.title}</span>
                {candidate.bundled && (
                  <Badge variant="secondary" className="shrink-0">
                    common
                  </Badge>
                )}
              </button>
            </li>
          ))}
          {search.isSuccess && styles.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">No style matches “{deferred}”.</li>}
          {search.isError && <li className="px-3 py-2 text-sm text-destructive">The style list could not be loaded.</li>}
        </ul>
        {search.data && (
          <p className="text-xs text-muted-foreground">
            {search.data.installed > 0
              ? `${(search.data.installed + BUNDLED_STYLE_IDS.length).toLocaleString('en-US')} styles on this server${deferred.trim() ? `; ${search.data.total.toLocaleString('en-US')} match` : ''}.`
              : 'The common styles are built in. Install Debian’s citation-style-language-styles on the server to search thousands more.'}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-40 flex-1 gap-2">
          <Label htmlFor={`${ids}-locale`}>Language of terms</Label>
          <NativeSelect id={`${ids}-locale`} value={locale ?? ''} disabled={disabled} onChange={(event) => onLocale(event.target.value || null)}>
            <option value="">The style’s own</option>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LOCALE_LABELS[code]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <input ref={fileRef} type="file" accept=".csl,.xml" className="sr-only" aria-label="Upload a CSL style" onChange={uploadStyle} />
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => fileRef.current?.click()}>
          <FileCode2 />
          Upload .csl
        </Button>
      </div>
    </section>
  );
}
