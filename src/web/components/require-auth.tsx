import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../lib/auth/use-auth';

/** The id keeps one such toast on screen however often a signed-out visitor lands here. */
const SIGNED_OUT_TOAST = 'signed-out';

/**
 * Signed-in-only pages: 'Loading...' while the session loads; visitors and guests go home (SPEC),
 * with a toast that says why and a login link that brings them back to the page they asked for
 * (a link in the payment-failed e-mail, a bookmark).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signedOut = !loading && !user;
  const wanted = `${location.pathname}${location.search}`;
  // Someone who was signed in on this page and signs out (Logout, another tab) knows why they are
  // sent home: the toast is for visitors who arrived signed out (issue 37: it came back on logout).
  const wasSignedIn = useRef(false);
  if (user) wasSignedIn.current = true;

  useEffect(() => {
    // A toast left from an earlier signed-out moment has no business beside a signed-in page.
    if (user) toast.dismiss(SIGNED_OUT_TOAST);
  }, [user]);

  useEffect(() => {
    if (!signedOut || wasSignedIn.current) return;
    toast.info('Log in to see this page', {
      id: SIGNED_OUT_TOAST,
      description: 'It shows your own plan, history and settings.',
      action: { label: 'Log in', onClick: () => navigate(`/login?next=${encodeURIComponent(wanted)}`) },
      duration: 10_000,
    });
  }, [signedOut, wanted, navigate]);

  if (loading) {
    return (
      <div className="flex flex-1 items-center justify-center py-24 text-muted-foreground" role="status">
        Loading...
      </div>
    );
  }
  if (!user) return <Navigate to="/" replace />;
  return <>{children}</>;
}
