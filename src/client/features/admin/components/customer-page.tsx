import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mayDo, type StaffRole } from '#shared/staff-roles';
import type { CustomerDetail } from '#shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAudit, useCustomer } from '../api/admin-api';
import { adminPaths } from '../utils/admin-paths';
import {
  ACCOUNT_STATUS_LABELS,
  CONSENT_LABELS,
  MAIL_STATUS_LABELS,
  PAYMENT_KIND_LABELS,
  euros,
  frenchDate,
  frenchDateTime,
  planLabel,
} from '../utils/format';
import { SectionCard } from '@/components/ui/section-card';
import { ActionDialog } from './action-dialog';
import { AuditEntries } from './audit-log';
import { CustomerActions, RefundAction } from './customer-actions';

/** A customer's page: who they are to us, what moved, and the actions with a reason. */
export function CustomerPage({ id, role }: { id: number; role: StaffRole }) {
  const customer = useCustomer(id);
  useDocumentTitle(customer.data ? `${customer.data.email} — Back-office` : 'Client — Back-office');
  const back = (
    <Button asChild variant="ghost" className="justify-self-start">
      <Link to={adminPaths.customers}>
        <ArrowLeft aria-hidden="true" />
        Clients
      </Link>
    </Button>
  );
  if (customer.isError) {
    return (
      <>
        {back}
        <h1 className="font-serif text-3xl font-semibold">Client introuvable</h1>
        <p role="alert" className="text-muted-foreground">
          {errorText(customer.error)}
        </p>
      </>
    );
  }
  if (!customer.data) return <p className="text-muted-foreground">Chargement…</p>;
  const c = customer.data;
  return (
    <>
      {back}
      <div>
        <h1 className="font-serif text-2xl font-semibold break-all text-foreground sm:text-3xl">
          {c.email}
        </h1>
        <p className="mt-1 text-muted-foreground">
          Client n° {c.id} · {c.firstName} · inscrit le {frenchDate(c.createdAt)}
        </p>
      </div>
      <Summary customer={c} />
      <CustomerActions customer={c} role={role} />
      <Movements customer={c} />
      <Payments customer={c} role={role} />
      <SectionCard
        id="litiges"
        title="Litiges bancaires"
        description="Contestations ouvertes par la banque du client ; aucun message n’est repris."
      >
        <SimpleList
          empty="Aucun litige."
          items={c.disputes.map((d) => ({
            key: d.id,
            main: `${euros(d.amountCents)} · ${d.reason} · ${d.status}`,
            side: d.closedAt
              ? `ouvert le ${frenchDateTime(d.openedAt)} · clos le ${frenchDateTime(d.closedAt)}`
              : `ouvert le ${frenchDateTime(d.openedAt)}`,
          }))}
        />
      </SectionCard>
      <SectionCard id="sessions" title="Sessions ouvertes">
        <SimpleList
          empty="Aucune session ouverte."
          items={c.sessions.map((s, i) => ({
            key: String(i),
            main: s.device,
            side: `active le ${frenchDateTime(s.lastActiveAt)}`,
          }))}
        />
      </SectionCard>
      <SectionCard id="consentements" title="Consentements">
        <SimpleList
          empty="Aucun consentement enregistré."
          items={c.consents.map((s, i) => ({
            key: String(i),
            main: `${CONSENT_LABELS[s.action] ?? s.action} · CGU ${s.version}`,
            side: frenchDateTime(s.acceptedAt),
          }))}
        />
      </SectionCard>
      <SectionCard
        id="emails"
        title="E-mails envoyés"
        description="L’objet, la date et l’état seulement : jamais le contenu."
      >
        <SimpleList
          empty="Aucun e-mail."
          items={c.mails.map((m) => ({
            key: String(m.id),
            main: m.subject,
            side: `${frenchDateTime(m.createdAt)} · ${MAIL_STATUS_LABELS[m.status] ?? m.status}`,
            action: m.canRetry ? <RetryMailAction mail={m} to={c.email} /> : null,
          }))}
        />
      </SectionCard>
      <CustomerAudit id={c.id} />
    </>
  );
}

function Summary({ customer: c }: { customer: CustomerDetail }) {
  const facts: [string, string][] = [
    ['Forfait', planLabel(c.plan)],
    ['État du forfait', ACCOUNT_STATUS_LABELS[c.accountStatus] ?? c.accountStatus],
    ['Messages restants', String(c.messagesRemaining)],
    ['Adresse e-mail', c.isVerified ? 'Vérifiée' : 'Non vérifiée'],
    ['Compte', c.suspension ? `Suspendu depuis le ${frenchDateTime(c.suspension.since)}` : 'Actif'],
    ['Mot de passe', c.hasPassword ? 'Défini' : 'Pas encore choisi'],
    [
      'Rôle',
      c.role
        ? `${c.role === 'operator' ? 'Opérateur' : 'Support'}${c.roleFromConfig ? ' (ADMIN_EMAILS)' : ''}`
        : 'Client',
    ],
    ['Consultations', `${c.conversationCount} (leur contenu n’est jamais affiché)`],
  ];
  if (c.currentPeriodEnd && c.accountStatus !== 'pending_cancel') {
    facts.splice(2, 0, ['Prochain renouvellement', frenchDate(c.currentPeriodEnd)]);
  }
  if (c.subscriptionEndDate && c.accountStatus === 'pending_cancel') {
    facts.splice(2, 0, ['Fin du forfait', frenchDate(c.subscriptionEndDate)]);
  }
  return (
    <SectionCard id="resume" title="En bref">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-semibold text-muted-foreground uppercase">{term}</dt>
            <dd className="text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      {c.suspension?.reason ? (
        <p className="mt-3 text-sm">
          <span className="text-muted-foreground">Raison de la suspension : </span>
          {c.suspension.reason}
        </p>
      ) : null}
    </SectionCard>
  );
}

function Movements({ customer: c }: { customer: CustomerDetail }) {
  return (
    <SectionCard id="mouvements" title="Mouvements de messages">
      <SimpleList
        empty="Aucun mouvement."
        items={c.ledger.map((m) => ({
          key: String(m.id),
          main: `${m.delta > 0 ? '+' : ''}${m.delta} · ${m.label}`,
          side: `${frenchDateTime(m.createdAt)} · solde ${m.balanceAfter}`,
        }))}
      />
    </SectionCard>
  );
}

function Payments({ customer: c, role }: { customer: CustomerDetail; role: StaffRole }) {
  return (
    <SectionCard id="paiements" title="Paiements">
      {c.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun paiement.</p>
      ) : (
        <ul className="grid gap-2">
          {c.payments.map((p) => (
            <li
              key={p.id}
              className="flex flex-col gap-2 rounded-xl border border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  {euros(p.amountCents)} · {PAYMENT_KIND_LABELS[p.kind] ?? p.kind}
                  {p.tier ? ` ${planLabel(p.tier)}` : ''}
                </p>
                <p className="text-muted-foreground">
                  {frenchDateTime(p.paidAt)} ·{' '}
                  {p.refundedCents > 0 && p.refundedAt
                    ? p.refundedCents < p.amountCents
                      ? `remboursé en partie le ${frenchDateTime(p.refundedAt)} (${euros(p.refundedCents)} sur ${euros(p.amountCents)})`
                      : `remboursé le ${frenchDateTime(p.refundedAt)} (${euros(p.refundedCents)})`
                    : 'payé'}
                </p>
                <p className="font-mono text-xs break-all text-muted-foreground">
                  {p.providerUrl ? (
                    <a
                      className="inline-flex items-center gap-1 text-primary underline"
                      href={p.providerUrl}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {p.id}
                      <ExternalLink aria-hidden="true" className="size-3" />
                      <span className="sr-only">(ouvre Stripe dans un nouvel onglet)</span>
                    </a>
                  ) : (
                    `${p.id} (paiement simulé)`
                  )}
                </p>
              </div>
              {p.refundedCents < p.amountCents ? (
                <RefundAction
                  // What is left changes with each refund: the field starts from it again.
                  key={`${p.id}-${p.refundedCents}`}
                  customerId={c.id}
                  payment={p}
                  allowed={mayDo(role, 'payment.refund')}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function CustomerAudit({ id }: { id: number }) {
  const audit = useAudit(id);
  return (
    <SectionCard id="journal-client" title="Journal de ce client">
      {audit.data ? <AuditEntries entries={audit.data.entries} /> : null}
    </SectionCard>
  );
}

/** « Renvoyer » a mail the outbox gave up on, as it was written (support may too). */
function RetryMailAction({ mail, to }: { mail: CustomerDetail['mails'][number]; to: string }) {
  return (
    <ActionDialog
      trigger="Renvoyer"
      triggerLabel={`Renvoyer l’e-mail « ${mail.subject} »`}
      title="Renvoyer cet e-mail ?"
      description={
        <p>
          « {mail.subject} » repart à {to}, tel qu’il avait été écrit.
        </p>
      }
      confirm="Renvoyer"
      path={`/mails/${mail.id}/retry`}
    />
  );
}

function SimpleList({
  items,
  empty,
}: {
  items: { key: string; main: string; side: string; action?: ReactNode }[];
  empty: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid divide-y divide-border text-sm">
      {items.map((item) => (
        <li
          key={item.key}
          className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4"
        >
          <span className="min-w-0 break-words text-foreground">{item.main}</span>
          <span className="flex shrink-0 flex-wrap items-center gap-2 text-muted-foreground">
            {item.side}
            {item.action}
          </span>
        </li>
      ))}
    </ul>
  );
}
