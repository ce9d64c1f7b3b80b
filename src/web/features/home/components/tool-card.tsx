import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import type { ToolInfo } from '../../../../domain/tools';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { renderFigureText } from '../../../lib/highlight-figures';
import { useToolPage } from '../../../lib/tool-pages';
import { ToolIcon } from '../../../components/tool-icon';
import { TOOL_ILLUSTRATIONS } from './illustrations';
import { GenericToolIllustration } from './illustrations/generic-tool';

/** One tool on the home page: illustration on one side, copy on the other (sides alternate). */
export function ToolCard({ tool, imageFirst }: { tool: ToolInfo; imageFirst: boolean }) {
  const Illustration = TOOL_ILLUSTRATIONS[tool.id];
  const available = useToolPage(tool.id) !== undefined;
  return (
    <article id={tool.id} className="grid scroll-mt-24 items-center gap-10 md:grid-cols-2 lg:gap-16">
      <div className={cn('mx-auto w-full max-w-xl', !imageFirst && 'md:order-2')}>
        {Illustration ? <Illustration /> : <GenericToolIllustration tool={tool} />}
      </div>
      <div className={cn(!imageFirst && 'md:order-1')}>
        <div className="mb-4 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <ToolIcon name={tool.icon} className="size-5" />
          </span>
          {!available && <Badge variant="outline">Not available yet</Badge>}
        </div>
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{tool.label}</h2>
        <p className="mt-3 text-muted-foreground">{tool.description}</p>
        <ul className="mt-5 space-y-2">
          {tool.highlights.map((highlight) => (
            <li key={highlight} className="flex items-center gap-2 text-sm">
              <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/10">
                <Check className="size-3 text-primary" aria-hidden="true" />
              </span>
              {renderFigureText(highlight)}
            </li>
          ))}
        </ul>
        <Button asChild variant={available ? 'default' : 'outline'} className="mt-7">
          <Link to={`/${tool.id}`}>
            {available ? `Open ${tool.label}` : 'Learn more'}
            <ArrowRight />
          </Link>
        </Button>
      </div>
    </article>
  );
}
