import { Layers, ListTree } from 'lucide-react';
import { TOOLS, type ToolId } from '../../../../domain/tools';
import { useToolPages, type ToolPageRegistration } from '../../../lib/tool-pages';

// "basic" gives the headline result, "advanced" adds the full detail (docs/domain-rules.md). Each
// tool's page registration says what its levels include, matching what its engine returns, so buyers
// know exactly what changes when they upgrade.
function describeLevels(pages: ReadonlyMap<ToolId, ToolPageRegistration>) {
  const tools = TOOLS.flatMap((tool) => {
    const page = pages.get(tool.id);
    return page ? [{ label: tool.label, ...page.responses }] : [];
  });
  return [
    {
      name: 'Basic responses',
      plans: 'Free',
      icon: Layers,
      summary: 'The headline result of each tool.',
      items: tools.map((tool) => `${tool.label}: ${tool.basic}`),
    },
    {
      name: 'Advanced responses',
      plans: 'Pro and Ultimate',
      icon: ListTree,
      summary: 'Everything in basic, plus the detail behind it.',
      items: [
        ...tools.map((tool) => `${tool.label}: ${tool.advanced}`),
        'Longer texts per scan and more requests each month (see the plans above)',
      ],
    },
  ];
}

export function ResponseLevels() {
  const levels = describeLevels(useToolPages());
  return (
    <section aria-labelledby="response-levels" className="mx-auto mt-20 max-w-5xl">
      <h2 id="response-levels" className="text-center text-2xl font-bold tracking-tight">
        What a response includes
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">
        Every plan can use every tool. The plan decides how much detail comes back.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {levels.map((level) => (
          <div key={level.name} className="rounded-xl border bg-card p-6">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <level.icon className="size-4" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{level.name}</h3>
                <p className="text-xs text-muted-foreground">{level.plans}</p>
              </div>
            </div>
            <p className="mt-4 text-sm font-medium">{level.summary}</p>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
              {level.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
