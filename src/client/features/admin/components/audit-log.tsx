import { Link } from 'react-router';
import { ADMIN_ACTION_LABELS, type AdminAction } from '#shared/staff-roles';
import type { AuditEntry } from '#shared/schemas/admin';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAudit } from '../api/admin-api';
import { adminPaths } from '../utils/admin-paths';
import { euros, frenchDateTime } from '../utils/format';

const actionLabel = (action: string) => ADMIN_ACTION_LABELS[action as AdminAction] ?? action;

/** What the details of an entry say, in a line: the figures of the change. */
function detailsLine(entry: AuditEntry): string | null {
  const { delta, balanceAfter, amountCents, paymentCents, role, endDate, codesLeft } =
    entry.details;
  const { type, subject, sent } = entry.details;
  if (typeof delta === 'number') {
    return `${delta > 0 ? '+' : ''}${delta} message${Math.abs(delta) > 1 ? 's' : ''}, solde ${balanceAfter}`;
  }
  if (typeof amountCents === 'number') {
    return typeof paymentCents === 'number' && paymentCents !== amountCents
      ? `${euros(amountCents)} sur ${euros(paymentCents)}`
      : euros(amountCents);
  }
  if (entry.action === 'webhook.replay' && typeof type === 'string') return type;
  if (entry.action === 'mail.retry' && typeof subject === 'string') {
    return `${subject} · ${sent === true ? 'envoyé' : 'nouvel échec'}`;
  }
  if (typeof role === 'string') return role === 'operator' ? 'Opérateur' : 'Support';
  if (typeof endDate === 'string') return `fin le ${frenchDateTime(endDate)}`;
  if (typeof codesLeft === 'number') {
    return `${codesLeft} code${codesLeft > 1 ? 's' : ''} de secours restant${codesLeft > 1 ? 's' : ''}`;
  }
  return null;
}

/** The audit log, newest first: every change, who made it, on whom and why. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Aucune action.</p>;
  return (
    <ol className="grid gap-2" aria-label="Actions, les plus récentes d’abord">
      {entries.map((entry) => {
        const details = detailsLine(entry);
        return (
          <li key={entry.id} className="rounded-xl border border-border bg-card p-3 text-sm">
            <p className="font-semibold text-foreground">
              {actionLabel(entry.action)}
              {details ? <span className="font-normal"> · {details}</span> : null}
            </p>
            <p className="text-muted-foreground">
              <time dateTime={entry.at}>{frenchDateTime(entry.at)}</time> · par{' '}
              <span className="break-all">{entry.actorEmail}</span> (
              {entry.actorRole === 'operator' ? 'opérateur' : 'support'})
              {entry.targetEmail ? (
                <>
                  {' '}
                  · client{' '}
                  {entry.targetUserId !== null ? (
                    <Link
                      className="break-all text-primary underline"
                      to={adminPaths.customer(entry.targetUserId)}
                    >
                      {entry.targetEmail}
                    </Link>
                  ) : (
                    <span className="break-all">{entry.targetEmail}</span>
                  )}
                </>
              ) : null}
            </p>
            <p className="mt-1">
              <span className="text-muted-foreground">Raison : </span>
              {entry.reason}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

export function AuditLog() {
  useDocumentTitle('Journal — Back-office');
  const audit = useAudit();
  return (
    <>
      <div>
        <h1 className="font-serif text-3xl font-semibold text-foreground">Journal</h1>
        <p className="mt-2 text-muted-foreground">
          Toutes les actions du back-office, les plus récentes d’abord. Il ne se modifie pas.
        </p>
      </div>
      {audit.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorText(audit.error)}
        </p>
      ) : audit.data ? (
        <AuditEntries entries={audit.data.entries} />
      ) : (
        <p className="text-sm text-muted-foreground">Chargement…</p>
      )}
    </>
  );
}
