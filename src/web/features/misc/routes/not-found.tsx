import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { TOOLS } from '../../../../domain/tools';
import { Button } from '../../../components/ui/button';
import { useBrandName } from '../../../lib/app-config';
import { ToolIcon } from '../../../components/tool-icon';

export function Component() {
  const brand = useBrandName();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center px-4 py-20 text-center">
      <title>{`Page not found · ${brand}`}</title>
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you are looking for does not exist or has moved. Try one of the tools below or go back home.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">Back to home</Link>
      </Button>
      <ul className="mt-12 grid w-full gap-2 sm:grid-cols-2">
        {TOOLS.map((tool) => (
          <li key={tool.id}>
            <Link to={`/${tool.id}`} className="flex items-center gap-3 rounded-lg border p-3 text-left text-sm transition-colors hover:bg-accent">
              <ToolIcon name={tool.icon} className="size-4 text-primary" />
              {tool.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
