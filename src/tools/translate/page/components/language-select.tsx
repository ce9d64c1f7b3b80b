import type { ComponentProps } from 'react';
import { cn } from '../../../../web/lib/cn';
import { nameLanguage } from '../lib/languages';

type LanguageSelectProps = Omit<ComponentProps<'select'>, 'onChange' | 'value'> & {
  value: string;
  languages: readonly string[];
  onValueChange: (code: string) => void;
  /** An extra first option, e.g. detect the language. */
  leading?: { value: string; label: string };
};

/** A native <select> of languages by name: long lists are easiest to scroll and type into on a phone's own picker. */
export function LanguageSelect({ value, languages, onValueChange, leading, className, ...props }: LanguageSelectProps) {
  // Keep the chosen language listed even when no engine offers it any more, so the select never lies.
  const options = value !== '' && value !== leading?.value && !languages.includes(value) ? [value, ...languages] : languages;
  return (
    <select
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {leading && <option value={leading.value}>{leading.label}</option>}
      {options.map((code) => (
        <option key={code} value={code}>
          {nameLanguage(code)}
        </option>
      ))}
    </select>
  );
}
