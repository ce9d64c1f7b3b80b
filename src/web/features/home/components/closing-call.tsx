import { Link } from 'react-router';
import { findPlan } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';

export function ClosingCall() {
  const free = findPlan('Free');
  return (
    <section className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
      <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight">Start for free</h2>
        <p className="mx-auto mt-3 max-w-xl text-primary-foreground/80">
          {free.requests} requests per tool every month and up to {free.wordCount} words per scan, with no card required.
          Upgrade only when you need more.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to="/register">Create a free account</Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground">
            <Link to="/pricing">Compare plans</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
