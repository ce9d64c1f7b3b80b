import { useSearchParams } from 'react-router';

const DEFAULT_PATH = '/dashboard';

/**
 * Where to go after signing in or up: the `next` query parameter when it is a path on this site
 * (so checkout can send a visitor to log in and back), else the dashboard. Anything that could leave
 * the site (`//host`, `https://…`, `/\host`) is ignored: an open redirect would help phishing.
 */
export function readNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_PATH;
  return next;
}

export function useNextPath(): string {
  const [params] = useSearchParams();
  return readNextPath(params.get('next'));
}
