import { Link } from 'react-router';
import { TOOLS } from '../../../domain/tools';
import { useAuth } from '../../lib/auth/use-auth';
import { useBrandName } from '../../lib/app-config';
import { BrandLink } from './brand-link';

export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const brand = useBrandName();
  const { user } = useAuth();
  const accountLinks: [string, string][] = user
    ? [
        ['Pricing', '/pricing'],
        ['Dashboard', '/dashboard'],
        ['My Account', '/account'],
      ]
    : [
        ['Pricing', '/pricing'],
        ['Login', '/login'],
        ['Create account', '/register'],
      ];
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 grid-cols-2 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <BrandLink />
          <p className="max-w-xs text-sm text-muted-foreground">
            Writing and study tools that run on your own server. Your text stays with you.
          </p>
        </div>
        <FooterColumn title="Products" links={TOOLS.filter((t) => t.group === 'products').map((t) => [t.label, `/${t.id}`])} />
        <FooterColumn title="AI Assistance" links={TOOLS.filter((t) => t.group === 'assistance').map((t) => [t.label, `/${t.id}`])} />
        <FooterColumn title="Account" links={accountLinks} />
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-muted-foreground sm:px-6">
          © {year} {brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: [string, string][] }) {
  return (
    <div>
      <p className="mb-3 text-sm font-semibold">{title}</p>
      <ul className="space-y-2">
        {links.map(([label, to]) => (
          <li key={to}>
            <Link to={to} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
