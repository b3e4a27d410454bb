import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client';
import { SESSION_EXPIRED_PATH, paths } from '@/lib/paths';
import { useUser } from '@/lib/session/current-user';
import { useReconnecting } from '@/lib/session/reconnecting';

/**
 * Spec §2: a spinner while the user loads, the page with a user, /auth without.
 * `drawWhileLoading`: the screen draws its frame at once and waits for the user
 * itself (the chat, issue 39: no full-screen spinner before the conversation).
 */
export function ProtectedRoute({ drawWhileLoading = false }: { drawWhileLoading?: boolean }) {
  const { user, isLoading } = useUser();
  const reconnecting = useReconnecting();
  if (isLoading && drawWhileLoading) return <Outlet />;
  if (isLoading) return <PageSpinner hint={reconnecting ? 'Reconnexion en cours…' : undefined} />;
  // After a failed renewal the API client is already on its way to the expired
  // notice; redirecting to plain /auth here would race it and lose the flag.
  if (!user)
    return <Navigate to={api.hasSessionExpired() ? SESSION_EXPIRED_PATH : paths.auth} replace />;
  return <Outlet />;
}
