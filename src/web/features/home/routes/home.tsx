import { TOOLS } from '../../../../domain/tools';
import { useBrandName } from '../../../lib/app-config';
import { ClosingCall } from '../components/closing-call';
import { Hero } from '../components/hero';
import { ToolCard } from '../components/tool-card';

export function Component() {
  const brand = useBrandName();
  return (
    <>
      <title>{`${brand} · Writing and study tools`}</title>
      <HomeContent />
    </>
  );
}

/** The page below its title: also rendered into `/`'s HTML by the build (home-page-shell.tsx). */
export function HomeContent() {
  return (
    <>
      <Hero />
      <section aria-label="Tools" className="mx-auto flex w-full max-w-6xl flex-col gap-24 px-4 py-20 sm:px-6 lg:gap-32 lg:py-28">
        {TOOLS.map((tool, index) => (
          <ToolCard key={tool.id} tool={tool} imageFirst={index % 2 === 0} />
        ))}
      </section>
      <ClosingCall />
    </>
  );
}
