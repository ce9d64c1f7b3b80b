import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../ui/alert';

/** A form-level error (from the server or from validation), announced to screen readers. */
export function FormError({ title, message }: { title: string; message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
