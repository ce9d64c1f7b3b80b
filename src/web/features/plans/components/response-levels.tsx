import { Layers, ListTree } from 'lucide-react';

// DESIGN.md: "basic" gives the headline result, "advanced" adds the full detail. Spelled out per tool,
// matching what each engine returns for each level, so buyers know exactly what changes when they upgrade.
const LEVELS = [
  {
    name: 'Basic responses',
    plans: 'Free',
    icon: Layers,
    summary: 'The headline result of each tool.',
    items: [
      'AI detector: the overall AI probability, the verdict and the three strongest signals',
      'Language detection: the language, its confidence and regional variant, and three alternatives; batches included',
      'Grammar check: every issue with its best fix, the corrected text, readability and overall tone',
      'Text compare and plagiarism check: the full result, with exports, on every plan',
    ],
  },
  {
    name: 'Advanced responses',
    plans: 'Pro and Ultimate',
    icon: ListTree,
    summary: 'Everything in basic, plus the detail behind it.',
    items: [
      'AI detector: a score for every sentence and the eight strongest signals',
      'Language detection: five alternatives, the language of each paragraph in mixed text, and how each library voted',
      'Grammar check: every suggested replacement for each issue, and the tone of each sentence',
      'Longer texts per scan and more requests each month (see the plans above)',
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
