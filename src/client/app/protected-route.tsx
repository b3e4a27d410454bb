import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useUser } from '@/features/auth/api/get-me';
import { useReconnecting } from '@/features/auth/hooks/use-reconnecting';

/** Spec §2: a spinner while the user loads, the page with a user, /auth without. */
export function ProtectedRoute() {
  const { user, isLoading } = useUser();
  const reconnecting = useReconnecting();
  if (isLoading) return <PageSpinner hint={reconnecting ? 'Reconnexion en cours…' : undefined} />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <Outlet />;
}
