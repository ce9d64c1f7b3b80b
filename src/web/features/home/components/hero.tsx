import { ArrowRight, KeyRound, Scale, Server } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

// Only claims that hold by construction (self-hosted, no key, open licence); no accuracy figures
// until eval/ has measured them.
const POINTS = [
  { icon: Server, text: 'Runs on your own server' },
  { icon: KeyRound, text: 'Works offline, no API key needed' },
  { icon: Scale, text: 'Open source under the MIT licence' },
];

export function Hero() {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-primary/8 via-background to-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto max-w-4xl px-4 pb-20 pt-20 text-center sm:px-6 sm:pt-28">
        <p className="mx-auto mb-5 inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground">
          <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
          Open source writing and study toolkit
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Write, check and study with tools <span className="text-primary">you can trust</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground text-balance">
          Compare versions, check grammar, detect languages, format citations and more, in one place. Every tool shows
          how it reached its result, so you can check it yourself.
        </p>
        <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/text-compare">
              Try Text compare
              <ArrowRight />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/register">Create a free account</Link>
          </Button>
        </div>
        <ul className="mt-10 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {POINTS.map((point) => (
            <li key={point.text} className="flex items-center gap-2">
              <point.icon className="size-4 text-primary" aria-hidden="true" />
              {point.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
