import { Layers, ListTree } from 'lucide-react';

// DESIGN.md: "basic" gives the headline result, "advanced" adds the full detail. Spelled out per tool
// so buyers know exactly what changes when they upgrade.
const LEVELS = [
  {
    name: 'Basic responses',
    plans: 'Free',
    icon: Layers,
    summary: 'The headline result of each tool.',
    items: [
      'AI detector: the overall AI probability and verdict',
      'Plagiarism check: the overall similarity percentage',
      'Text compare: similarity and highlighted differences',
      'Language detection: the language and its confidence',
      'Grammar check: the corrected text',
      'Assistance tools: the answer, citation or resume',
    ],
  },
  {
    name: 'Advanced responses',
    plans: 'Pro and Ultimate',
    icon: ListTree,
    summary: 'Everything in basic, plus the full detail behind it.',
    items: [
      'Per-sentence AI scores',
      'Every matched passage with its source, and citation suggestions',
      'Every grammar suggestion with its rule, tone and readability',
      'Alternative languages with their scores',
      'Step-by-step explanations',
      'Exports of results and batch processing',
    ],
  },
];

export function ResponseLevels() {
  return (
    <section aria-labelledby="response-levels" className="mx-auto mt-20 max-w-5xl">
      <h2 id="response-levels" className="text-center text-2xl font-bold tracking-tight">
        What a response includes
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">
        Every plan can use every tool. The plan decides how much detail comes back.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {LEVELS.map((level) => (
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
