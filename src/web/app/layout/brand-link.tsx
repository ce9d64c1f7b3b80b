import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { useBrandName } from '../../lib/app-config';

export function BrandLink() {
  const brand = useBrandName();
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <PenLine className="size-4" aria-hidden="true" />
      </span>
      <span className="text-lg">{brand}</span>
    </Link>
  );
}
