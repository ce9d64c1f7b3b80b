import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { useBrandName } from '../../../lib/app-config';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in related page uses. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  const brand = useBrandName();
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-primary/5 to-background px-4 py-14 sm:py-20">
      <title>{`${title} · ${brand}`}</title>
      <Card className="w-full max-w-md shadow-md">
        <CardHeader className="space-y-1 pb-4">
          <CardTitle className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter className="justify-center border-t pt-6 text-sm text-muted-foreground">{footer}</CardFooter>}
      </Card>
    </div>
  );
}
