import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useConfig } from '../../../lib/app-config';
import { useSignInGoogle } from '../api/sign-in-google';

/** 'Continue with Google', rendered only when the server has Google credentials configured. */
export function GoogleButton() {
  const config = useConfig();
  const google = useSignInGoogle();
  if (!config.data?.googleSignIn) return null;

  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={google.isPending}
        onClick={() => google.mutate(undefined, { onError: () => toast.error('An error occurred during Google sign in') })}
      >
        {google.isPending ? <Spinner /> : <GoogleMark />}
        Continue with Google
      </Button>
      <div className="relative my-2 text-center text-xs uppercase text-muted-foreground">
        <span className="absolute inset-x-0 top-1/2 h-px bg-border" aria-hidden="true" />
        <span className="relative bg-card px-2">or</span>
      </div>
    </>
  );
}

function GoogleMark() {
  // Four arcs in Google's colours, drawn here because icon sets no longer ship brand marks.
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z" fill="#4285F4" />
      <path d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z" fill="#34A853" />
      <path d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2z" fill="#FBBC05" />
      <path d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6z" fill="#EA4335" />
    </svg>
  );
}
