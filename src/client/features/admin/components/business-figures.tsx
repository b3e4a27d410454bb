import type { BusinessFigures } from '#shared/schemas/admin';
import { SectionCard } from '@/components/ui/section-card';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFigures } from '../api/admin-api';
import { euros, planLabel } from '../utils/format';
import { BarChart, LineChart } from './charts';
import { ErrorLine } from './field';
import { PeriodPicker, usePeriod } from './period-picker';

const planName = (plan: string) => (plan === 'special_offer' ? 'Offre spéciale' : planLabel(plan));
const shortDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
export const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** The business of a period, at a glance; the same figures as a CSV file. */
export function BusinessFiguresPage() {
  useDocumentTitle('Chiffres — Back-office');
  const [period, setPeriod] = usePeriod();
  const figures = useFigures(period);

  return (
    <>
      <div>
        <h1 className="font-serif text-3xl font-semibold text-foreground">Chiffres</h1>
        <p className="mt-2 text-muted-foreground">
          Ce que disent les paiements, le relevé des messages et les comptes sur la période choisie
          : des comptes, jamais le contenu d’une consultation.
        </p>
      </div>
      <PeriodPicker
        idPrefix="figures"
        period={period}
        onChange={setPeriod}
        csv={{ path: '/api/admin/figures.csv', name: 'chiffres' }}
      />
      {figures.isError ? (
        <ErrorLine message={errorText(figures.error)} />
      ) : figures.data ? (
        <Figures f={figures.data} />
      ) : (
        <p className="text-sm text-muted-foreground">Chargement…</p>
      )}
    </>
  );
}

function Figures({ f }: { f: BusinessFigures }) {
  const churn =
    f.churn.rate === null
      ? '—'
      : `${(f.churn.rate * 100).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;
  const tiles: [string, string][] = [
    ['Chiffre d’affaires', euros(f.revenueCents)],
    ['MRR en fin de période', euros(f.mrr.totalCents)],
    ['MRR en début de période', euros(f.mrr.atStartCents)],
    ['Nouveaux abonnements', String(f.newSubscriptions)],
    ['Attrition', churn],
    ['Offres spéciales vendues', String(f.offerConversions)],
    ['Remboursements', `${f.refunds.count} · ${euros(f.refunds.amountCents)}`],
    ['Litiges', `${f.disputes.count} · ${euros(f.disputes.amountCents)}`],
    ['Inscriptions', String(f.signups)],
    ['Messages envoyés', String(f.messagesSent)],
    ['Réponses remboursées', String(f.repliesRefunded)],
    ['Forfaits arrivés à leur fin', String(f.plansEnded)],
  ];
  const funnel = f.funnel;
  return (
    <>
      <SectionCard id="chiffres-resume" title="La période en bref">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {tiles.map(([term, value]) => (
            <div key={term} className="rounded-xl bg-secondary p-3">
              <dt className="text-xs font-semibold text-muted-foreground">{term}</dt>
              <dd className="font-serif text-xl font-semibold text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </SectionCard>
      <SectionCard
        id="chiffres-mrr"
        title="Revenu mensuel récurrent, jour par jour"
        description="Le prix mensuel des forfaits payés en cours à la fin de chaque jour."
      >
        <div className="grid gap-6">
          <LineChart
            caption="Revenu mensuel récurrent à la fin de chaque jour"
            header={['Jour', 'MRR']}
            rows={f.mrr.days.map((d) => ({
              label: dayLabel(d.day),
              value: d.mrrCents,
              text: euros(d.mrrCents),
            }))}
          />
          <BarChart
            caption="Revenu mensuel récurrent en fin de période, par forfait"
            header={['Forfait', 'MRR']}
            rows={f.mrr.byPlan.map((p) => ({
              label: planName(p.plan),
              value: p.mrrCents,
              text: `${euros(p.mrrCents)} · ${plural(p.accounts, 'client')}`,
            }))}
          />
        </div>
      </SectionCard>
      <SectionCard id="chiffres-forfaits" title="Chiffre d’affaires par produit">
        <BarChart
          caption="Chiffre d’affaires de la période par produit"
          header={['Produit', 'Chiffre d’affaires']}
          rows={f.byPlan.map((p) => ({
            label: planName(p.plan),
            value: p.revenueCents,
            text: `${euros(p.revenueCents)} · ${plural(p.payments, 'paiement')}`,
          }))}
        />
      </SectionCard>
      <SectionCard
        id="chiffres-parcours"
        title="Parcours"
        description="Des visiteurs qui écrivent à un premier achat ; inscriptions de la période, vérifiées, puis ayant payé."
      >
        <BarChart
          caption="Parcours de la période"
          header={['Étape', 'Nombre']}
          rows={[
            ['Visiteurs ayant écrit', funnel.guestSessions],
            ['Visiteurs ayant utilisé leurs messages offerts', funnel.guestsUsedFree],
            ['Inscriptions', funnel.registrations],
            ['Adresses vérifiées', funnel.verified],
            ['Premier achat', funnel.firstPurchase],
          ].map(([label, value]) => ({
            label: String(label),
            value: Number(value),
            text: String(value),
          }))}
        />
      </SectionCard>
      <SectionCard
        id="chiffres-attrition"
        title="Attrition"
        description="Les abonnés du début de période qui ne le sont plus à sa fin."
      >
        <dl className="grid grid-cols-3 gap-3">
          {(
            [
              ['Abonnés au début', f.churn.activeAtStart],
              ['Résiliés', f.churn.cancelled],
              ['Non renouvelés', f.churn.lapsed],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="rounded-xl bg-secondary p-3">
              <dt className="text-xs font-semibold text-muted-foreground">{term}</dt>
              <dd className="font-serif text-xl font-semibold text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </SectionCard>
    </>
  );
}
