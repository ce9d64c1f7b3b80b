import { ArrowRight, Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { findTool, TOOLS, type ToolId } from '../../../domain/tools';
import { Card, CardContent } from '../../components/ui/card';
import { useBrandName } from '../../lib/app-config';
import { useToolPages } from '../../lib/tool-pages';
import { ToolIcon } from '../../components/tool-icon';
import { ToolPageLayout } from '../../components/tool-page/tool-page-layout';

/**
 * Page of a tool whose engine is not built yet. It says so plainly instead of offering an input that
 * would produce nothing, and points to the tools that work today.
 */
export function ToolUnavailablePage({ toolId }: { toolId: ToolId }) {
  const tool = findTool(toolId);
  const brand = useBrandName();
  const pages = useToolPages();
  const available = TOOLS.filter((candidate) => pages.has(candidate.id));
  if (!tool) return null;

  return (
    <ToolPageLayout toolId={toolId}>
      <title>{`${tool.label} · ${brand}`}</title>
      <Card className="overflow-hidden">
        <CardContent className="flex flex-col items-center gap-4 px-6 py-14 text-center">
          <div className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Hammer className="size-6" aria-hidden="true" />
          </div>
          <h2 className="text-xl font-semibold">{tool.label} is not available yet</h2>
          <p className="max-w-xl text-muted-foreground">
            We are building its engine so that it runs on this server, with no API key and without sending your text
            anywhere. Until it is ready this page cannot check any text, and nothing is taken from your allowance.
          </p>
        </CardContent>
      </Card>
      {available.length > 0 && (
        <section className="mt-10">
          <h2 className="mb-4 text-lg font-semibold">Available now</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {available.map((candidate) => (
              <li key={candidate.id}>
                <Link
                  to={`/${candidate.id}`}
                  className="group flex items-start gap-3 rounded-xl border p-4 transition-colors hover:border-primary/40 hover:bg-accent/50"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <ToolIcon name={candidate.icon} className="size-4" />
                  </span>
                  <span className="flex-1">
                    <span className="flex items-center gap-1 font-medium">
                      {candidate.label}
                      <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                    </span>
                    <span className="text-sm text-muted-foreground">{candidate.menuDescription}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </ToolPageLayout>
  );
}
