import { formatDistanceToNow } from 'date-fns';
import { fr } from 'date-fns/locale';
import { MonitorSmartphone } from 'lucide-react';
import type { AccountSession } from '#shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/account-api';
import { showUpdated } from '../utils/account-toasts';

const sinceNow = (iso: string) =>
  formatDistanceToNow(new Date(iso), { addSuffix: true, locale: fr });

function sessionError(error: unknown) {
  toast({ variant: 'destructive', title: 'Erreur', description: errorText(error) });
}

/** Where the account is open: each device, its last activity; end one, or all but this one. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending) return <Spinner label="Chargement de vos sessions…" />;
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive-strong">
        Vos sessions n’ont pas pu être chargées.{' '}
        <Button variant="link" onClick={() => void sessions.refetch()}>
          Réessayer
        </Button>
      </p>
    );
  }
  const list = sessions.data.sessions;
  const others = list.filter((s) => !s.current).length;
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2" aria-label="Sessions ouvertes">
        {list.map((session: AccountSession) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border px-4 py-3"
          >
            <div className="flex min-w-0 items-start gap-3">
              <MonitorSmartphone
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-primary"
              />
              <div className="min-w-0">
                <p className="font-medium text-foreground">
                  {session.device}
                  {/* A word apart for screen readers and copy, not only a margin. */}
                  {session.current ? ' ' : null}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                      Cet appareil
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  Dernière activité {sinceNow(session.lastUsedAt)}
                </p>
              </div>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                disabled={endOne.isPending}
                aria-label={`Déconnecter ${session.device}`}
                onClick={() =>
                  endOne.mutate(session.id, {
                    onSuccess: (result) => showUpdated('Session fermée', result.message),
                    onError: sessionError,
                  })
                }
              >
                Déconnecter
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <div>
          <Button
            variant="outline"
            className="h-auto min-h-11 whitespace-normal text-left"
            disabled={endOthers.isPending}
            aria-busy={endOthers.isPending}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: (result) => showUpdated('Sessions fermées', result.message),
                onError: sessionError,
              })
            }
          >
            Déconnecter les autres appareils
          </Button>
        </div>
      ) : null}
    </div>
  );
}
