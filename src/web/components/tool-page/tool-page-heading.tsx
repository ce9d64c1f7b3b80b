import { Check } from 'lucide-react';
import type { ToolInfo } from '../../../domain/tools';
import { renderFigureText } from '../../lib/highlight-figures';
import { Badge } from '../ui/badge';
import { ToolIcon } from '../tool-icon';

/**
 * Icon, name, description and highlights of a tool page. No hooks and no data: the build also
 * renders it into `<tool-id>/index.html` (vite.config.ts), so a phone shows the heading as soon as
 * the HTML and CSS arrive, and the app's first render draws the same box in the same place.
 */
export function ToolPageHeading({ tool }: { tool: ToolInfo }) {
  return (
    <div className="flex items-start gap-4">
      <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
        <ToolIcon name={tool.icon} className="size-6" />
      </div>
      <div className="min-w-0 space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{tool.label}</h1>
        <p className="max-w-2xl text-muted-foreground">{tool.description}</p>
        <ul className="flex flex-wrap gap-2 pt-1" aria-label="Highlights">
          {tool.highlights.map((highlight) => (
            <li key={highlight}>
              <Badge variant="secondary" className="h-auto whitespace-normal text-left font-normal">
                <Check className="shrink-0 text-primary" />
                {renderFigureText(highlight)}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
