import type { ReactNode } from 'react';
import type { ServiceHealth } from '#shared/schemas/admin';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/cn';
import { frenchDateTime } from '../utils/format';
import { ActionDialog } from './action-dialog';

/** What each payment event is, in the operator's words (its Stripe name stays beside it). */
const EVENT_LABELS: Readonly<Record<string, string>> = {
  'checkout.session.completed': 'Paiement validé',
  'checkout.session.async_payment_succeeded': 'Paiement différé validé',
  'checkout.session.expired': 'Paiement abandonné',
  'customer.subscription.created': 'Abonnement créé',
  'customer.subscription.updated': 'Abonnement modifié',
  'customer.subscription.deleted': 'Abonnement terminé',
  'customer.subscription.paused': 'Abonnement suspendu',
  'customer.subscription.resumed': 'Abonnement repris',
  'invoice.paid': 'Facture payée',
  'invoice.payment_succeeded': 'Facture payée',
  'invoice.payment_failed': 'Renouvellement refusé',
  'invoice.payment_action_required': 'Authentification bancaire demandée',
  'charge.refunded': 'Remboursement',
  'charge.dispute.created': 'Litige ouvert',
  'charge.dispute.updated': 'Litige mis à jour',
  'charge.dispute.closed': 'Litige clos',
};

const attemptsText = (n: number) => `${n} essai${n > 1 ? 's' : ''}`;

/** A state in a word, with its colour and never by colour alone. */
function Badge({ tone, children }: { tone: 'ok' | 'bad' | 'neutral'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone === 'ok' && 'bg-secondary text-secondary-foreground',
        tone === 'bad' && 'bg-destructive-soft text-destructive-strong',
        tone === 'neutral' && 'bg-muted text-foreground',
      )}
    >
      {children}
    </span>
  );
}

/** The error as it was recorded: long, unbroken, technical; it wraps anywhere. */
function ErrorText({ children }: { children: string }) {
  return (
    <p className="mt-1 font-mono text-xs break-all text-muted-foreground">
      <span className="sr-only">Erreur : </span>
      {children}
    </p>
  );
}

/** Payment events whose effect failed: the open ones to replay, the settled ones and how. */
export function WebhookFailures({ failures }: { failures: ServiceHealth['webhookFailures'] }) {
  return (
    <SectionCard
      id="service-paiements-echec"
      title="Événements de paiement en échec"
      description="Un événement rejoué passe par le même traitement qu’un webhook de Stripe : s’il a été traité entre-temps, rien ne change."
    >
      {failures.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun échec ces sept derniers jours.</p>
      ) : (
        <ul className="grid gap-2">
          {failures.map((f) => (
            <li
              key={f.eventId}
              className="flex flex-col gap-2 rounded-xl border border-border p-3 text-sm sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {EVENT_LABELS[f.type] ?? f.type}
                  {f.resolvedAt === null ? (
                    <Badge tone="bad">À traiter</Badge>
                  ) : (
                    <Badge tone="ok">
                      {f.resolvedBy === 'replay' ? 'Rejoué' : 'Renvoyé par Stripe'}
                    </Badge>
                  )}
                </p>
                <p className="font-mono text-xs break-all text-muted-foreground">
                  {f.type} · {f.eventId}
                </p>
                <p className="text-muted-foreground">
                  {attemptsText(f.attempts)} · dernier échec le {frenchDateTime(f.lastFailedAt)}
                  {f.resolvedAt ? ` · traité le ${frenchDateTime(f.resolvedAt)}` : ''}
                </p>
                <ErrorText>{f.error}</ErrorText>
              </div>
              {f.resolvedAt === null ? (
                // Its own box: in the phone's column the button keeps its width.
                <div className="shrink-0">
                  <ActionDialog
                    trigger="Rejouer"
                    triggerLabel={`Rejouer l’événement ${f.eventId}`}
                    title="Rejouer cet événement de paiement ?"
                    description={
                      <p>
                        L’événement {f.type} est traité à nouveau, avec l’état actuel chez le
                        prestataire de paiement : forfait, messages, remboursement ou litige du
                        client. Un événement déjà traité ne change rien.
                      </p>
                    }
                    confirm="Rejouer"
                    path={`/webhook-events/${encodeURIComponent(f.eventId)}/replay`}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Mails the outbox gave up on, each to send again: the address, the subject, the error. */
export function FailedMails({ mails }: { mails: ServiceHealth['failedMails'] }) {
  return (
    <SectionCard
      id="service-emails-echec"
      title="E-mails en échec"
      description="Abandonnés après tous les essais automatiques. Jamais leur contenu : l’objet, l’adresse et l’erreur."
    >
      {mails.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun e-mail en échec.</p>
      ) : (
        <ul className="grid gap-2">
          {mails.map((m) => (
            <li
              key={m.id}
              className="flex flex-col gap-2 rounded-xl border border-border p-3 text-sm sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{m.subject}</p>
                <p className="break-all text-muted-foreground">{m.to}</p>
                <p className="text-muted-foreground">
                  {attemptsText(m.attempts)} · écrit le {frenchDateTime(m.createdAt)}
                </p>
                {m.lastError ? <ErrorText>{m.lastError}</ErrorText> : null}
              </div>
              {m.canRetry ? (
                <div className="shrink-0">
                  <ActionDialog
                    trigger="Renvoyer"
                    triggerLabel={`Renvoyer l’e-mail « ${m.subject} » à ${m.to}`}
                    title="Renvoyer cet e-mail ?"
                    description={
                      <p>
                        « {m.subject} » repart à {m.to}, tel qu’il avait été écrit. S’il contient un
                        lien expiré depuis, renvoyez plutôt le lien depuis la fiche du client.
                      </p>
                    }
                    confirm="Renvoyer"
                    path={`/mails/${m.id}/retry`}
                  />
                </div>
              ) : (
                <p className="text-xs text-muted-foreground sm:max-w-48">
                  Lien à usage unique effacé : renvoyez le lien depuis la fiche du client.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** « toutes les 30 s », « toutes les minutes », « toutes les 6 h ». */
function everyText(seconds: number) {
  if (seconds < 60) return `toutes les ${seconds} s`;
  if (seconds === 60) return 'toutes les minutes';
  if (seconds < 3600) return `toutes les ${seconds / 60} min`;
  return `toutes les ${seconds / 3600} h`;
}

const OUTCOMES = {
  succeeded: { tone: 'ok', text: 'Réussie' },
  failed: { tone: 'bad', text: 'En échec' },
  running: { tone: 'neutral', text: 'En cours' },
} as const;

/** Each periodic job's last run, whichever instance ran it, and whether it runs on time. */
export function PeriodicJobs({ jobs }: { jobs: ServiceHealth['jobs'] }) {
  return (
    <SectionCard
      id="service-taches"
      title="Tâches périodiques"
      description="La dernière exécution de chaque tâche, sur n’importe quel serveur."
    >
      <ul className="grid divide-y divide-border text-sm">
        {jobs.map((job) => {
          const run = job.lastRun;
          const outcome = run ? OUTCOMES[run.outcome] : null;
          const seconds =
            run?.finishedAt != null
              ? (Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000
              : null;
          return (
            <li key={job.name} className="grid gap-1 py-3">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {job.label}
                {outcome ? <Badge tone={outcome.tone}>{outcome.text}</Badge> : null}
                {job.late ? (
                  <Badge tone="bad">{run ? 'En retard' : 'Jamais exécutée'}</Badge>
                ) : null}
              </p>
              <p className="text-muted-foreground">
                {everyText(job.everySeconds)}
                {run ? ` · dernière le ${frenchDateTime(run.startedAt)}` : ''}
                {seconds !== null
                  ? ` · ${seconds.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} s`
                  : ''}
              </p>
              {run?.error ? <ErrorText>{run.error}</ErrorText> : null}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
