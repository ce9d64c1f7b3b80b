import { Cpu, Sparkles } from 'lucide-react';

export const ENABLE_BINOCULARS_LINE = 'OPENAI_BASE_URL=http://127.0.0.1:8080/v1';

/**
 * Which detector this server runs. Without a model server it says so plainly and gives the one line
 * that turns the stronger mode on (docs/domain-rules.md: an unconfigured provider is named, with its setting).
 */
export function ModeNote({ binoculars }: { binoculars: boolean | undefined }) {
  if (binoculars === undefined) return null;
  if (binoculars) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="ai-mode-note">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="font-medium text-foreground">Embedded + Binoculars:</span> this server also sends your text to the
          language-model server it is configured with, to measure how predictable the text is, and combines that with the
          embedded model.
        </span>
      </p>
    );
  }
  return (
    <div className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="ai-mode-note">
      <Cpu className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <p>
          <span className="font-medium text-foreground">Embedded model:</span> runs on this server, offline; your text goes
          nowhere else. The stronger Binoculars mode is off. To turn it on, point the server at a llama.cpp or vLLM server
          that returns token log-probabilities:
        </p>
        <code className="block w-fit max-w-full break-all rounded bg-muted px-2 py-1 font-mono text-xs text-foreground">
          {ENABLE_BINOCULARS_LINE}
        </code>
      </div>
    </div>
  );
}
