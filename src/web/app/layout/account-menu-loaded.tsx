import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useAuth } from '../../lib/auth/use-auth';
import { accountLabel, greetingName } from '../../lib/auth/account-label';
import { AccountMenuButton } from './account-menu';

/** The account menu itself, loaded when first opened (see account-menu.tsx). */
export default function AccountMenuLoaded({ email, name, defaultOpen }: { email: string; name?: string | null; defaultOpen?: boolean }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const label = accountLabel(email);

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton label={label} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate font-medium">{greetingName({ email, name })}</span>
          <span className="block truncate text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound />
            My Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={async () => {
            if (await signOut()) navigate('/');
          }}
        >
          <LogOut />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
