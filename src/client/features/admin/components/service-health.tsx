import type { ServiceHealth } from '#shared/schemas/admin';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useServiceHealth } from '../api/admin-api';
import { frenchDateTime } from '../utils/format';
import { SectionCard } from '@/components/ui/section-card';
import { ErrorLine } from './field';
import { FailedMails, PeriodicJobs, WebhookFailures } from './service-health-lists';

type Counts = ServiceHealth['careAnswers'];

const seconds = (value: number | null) =>
  value === null ? '—' : `≤ ${value.toLocaleString('fr-FR')} s`;

/**
 * The service at work: what /metrics counts for this process, and from the
 * database, for every instance: payment events and mails that failed (to
 * replay, to send again) and the periodic jobs' last runs.
 */
export function ServiceHealthPage() {
  useDocumentTitle('Service — Back-office');
  const health = useServiceHealth();
  return (
    <>
      <div>
        <h1 className="font-serif text-3xl font-semibold text-foreground">Service</h1>
        <p className="mt-2 text-muted-foreground">
          Les compteurs de ce serveur depuis son démarrage, les mêmes que ceux de /metrics : des
          nombres, jamais le texte d’un message. Les échecs et les tâches viennent de la base de
          données : ceux de tous les serveurs.
        </p>
      </div>
      {health.isError ? (
        <ErrorLine message={errorText(health.error)} />
      ) : health.data ? (
        <Health h={health.data} />
      ) : (
        <p className="text-sm text-muted-foreground">Chargement…</p>
      )}
    </>
  );
}

function Health({ h }: { h: ServiceHealth }) {
  const tiles: [string, string][] = [
    ['Depuis', frenchDateTime(h.since)],
    ['Messages envoyés', String(h.messagesSent)],
    ['Premier mot (médiane)', seconds(h.firstToken.p50Seconds)],
    ['Premier mot (95 %)', seconds(h.firstToken.p95Seconds)],
    ['E-mails en attente', String(h.mails.pending)],
    ['E-mails en échec', String(h.mails.failed)],
    [
      'Paiements en échec',
      String(h.webhookFailures.filter((failure) => failure.resolvedAt === null).length),
    ],
  ];
  return (
    <>
      <SectionCard id="service-resume" title="En bref">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {tiles.map(([term, value]) => (
            <div key={term} className="rounded-xl bg-secondary p-3">
              <dt className="text-xs font-semibold text-muted-foreground">{term}</dt>
              <dd className="font-serif text-xl font-semibold text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </SectionCard>
      <WebhookFailures failures={h.webhookFailures} />
      <FailedMails mails={h.failedMails} />
      <PeriodicJobs jobs={h.jobs} />
      <SectionCard id="service-remboursements" title="Réponses remboursées, par cause">
        <CountList counts={h.repliesRefunded} describe={(l) => l.cause ?? '—'} />
      </SectionCard>
      <SectionCard
        id="service-aide"
        title="Couche d’aide"
        description="Réponses d’aide par niveau, par sorte et par source (règles, modèle appris, les deux) : des nombres seulement."
      >
        <CountList
          counts={h.careAnswers}
          describe={(l) => `${l.level ?? '—'} · ${l.kind ?? '—'} · ${l.source ?? '—'}`}
        />
      </SectionCard>
      <SectionCard id="service-webhooks" title="Événements de paiement reçus">
        <CountList
          counts={h.webhookEvents}
          describe={(l) => `${l.type ?? '—'} · ${l.result ?? '—'}`}
        />
      </SectionCard>
    </>
  );
}

function CountList({
  counts,
  describe,
}: {
  counts: Counts;
  describe: (labels: Record<string, string>) => string;
}) {
  if (counts.length === 0) return <p className="text-sm text-muted-foreground">Aucun.</p>;
  return (
    <ul className="grid divide-y divide-border text-sm">
      {counts.map((c) => (
        <li key={describe(c.labels)} className="flex justify-between gap-4 py-2">
          <span className="min-w-0 break-words">{describe(c.labels)}</span>
          <span className="font-semibold">{c.value}</span>
        </li>
      ))}
    </ul>
  );
}
