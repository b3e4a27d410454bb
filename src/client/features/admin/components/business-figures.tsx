import { useState } from 'react';
import type { BusinessFigures } from '../../../../shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFigures } from '../api/admin-api';
import { euros, planLabel } from '../utils/format';
import { SectionCard } from '@/components/ui/section-card';
import { ErrorLine } from './field';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

const planName = (plan: string) => (plan === 'special_offer' ? 'Offre spéciale' : planLabel(plan));

/** The business of a period, at a glance; the same figures as a CSV file. */
export function BusinessFiguresPage() {
  useDocumentTitle('Chiffres — Back-office');
  const [typed, setTyped] = useState({ from: firstOfMonth(), to: today() });
  const [period, setPeriod] = useState(typed);
  const [csvError, setCsvError] = useState<string | undefined>();
  const figures = useFigures(period);

  async function downloadCsv() {
    setCsvError(undefined);
    const query = new URLSearchParams(period).toString();
    const res = await fetch(`/api/admin/figures.csv?${query}`, {
      headers: { authorization: `Bearer ${api.getAccessToken() ?? ''}` },
    });
    if (!res.ok) {
      setCsvError('Le fichier n’a pas pu être préparé. Réessayez.');
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `chiffres-${period.from}-${period.to}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }

  return (
    <>
      <div>
        <h1 className="font-serif text-3xl font-semibold text-foreground">Chiffres</h1>
        <p className="mt-2 text-muted-foreground">
          Ce que disent les paiements et le relevé des messages sur la période choisie : des
          comptes, jamais le contenu d’une consultation.
        </p>
      </div>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setPeriod(typed);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="figures-from">Du</Label>
          <Input
            id="figures-from"
            type="date"
            value={typed.from}
            onChange={(event) => setTyped({ ...typed, from: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="figures-to">Au (inclus)</Label>
          <Input
            id="figures-to"
            type="date"
            value={typed.to}
            onChange={(event) => setTyped({ ...typed, to: event.target.value })}
          />
        </div>
        <Button type="submit">Afficher</Button>
        <Button type="button" variant="outline" onClick={() => void downloadCsv()}>
          Exporter en CSV
        </Button>
      </form>
      <ErrorLine message={csvError} />
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
  const tiles: [string, string][] = [
    ['Chiffre d’affaires', euros(f.revenueCents)],
    ['MRR actuel', euros(f.mrr.totalCents)],
    ['Nouveaux abonnements', String(f.newSubscriptions)],
    ['Offres spéciales vendues', String(f.offerConversions)],
    ['Remboursements', `${f.refunds.count} · ${euros(f.refunds.amountCents)}`],
    ['Forfaits arrivés à leur fin', String(f.plansEnded)],
    ['Inscriptions', String(f.signups)],
    ['Messages envoyés', String(f.messagesSent)],
    ['Réponses remboursées', String(f.repliesRefunded)],
  ];
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
      <SectionCard id="chiffres-forfaits" title="Chiffre d’affaires par forfait">
        <Bars
          rows={f.byPlan.map((p) => ({
            label: planName(p.plan),
            value: p.revenueCents,
            text: `${euros(p.revenueCents)} · ${p.payments} paiement${p.payments > 1 ? 's' : ''}`,
          }))}
        />
      </SectionCard>
      <SectionCard
        id="chiffres-mrr"
        title="Revenu mensuel récurrent actuel"
        description="Les forfaits payés en cours aujourd’hui, hors résiliations programmées."
      >
        <Bars
          rows={f.mrr.byPlan.map((p) => ({
            label: planName(p.plan),
            value: p.mrrCents,
            text: `${euros(p.mrrCents)} · ${p.accounts} client${p.accounts > 1 ? 's' : ''}`,
          }))}
        />
      </SectionCard>
    </>
  );
}

/** Horizontal bars: the length is the share of the largest value, the text says the figure. */
function Bars({ rows }: { rows: { label: string; value: number; text: string }[] }) {
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">Rien sur la période.</p>;
  const max = Math.max(...rows.map((row) => row.value), 1);
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <li key={row.label} className="grid gap-1 text-sm">
          <span className="flex justify-between gap-2">
            <span className="font-semibold">{row.label}</span>
            <span className="text-muted-foreground">{row.text}</span>
          </span>
          <span aria-hidden="true" className="h-2 rounded-full bg-muted">
            <span
              className="block h-2 rounded-full bg-primary"
              style={{ width: `${Math.round((row.value / max) * 100)}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
