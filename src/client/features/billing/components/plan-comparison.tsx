import { PAID_TIERS, PLANS, formatEuros, type PaidTier } from '#shared/plans';

const ROWS: ReadonlyArray<{ label: string; value: (tier: PaidTier) => string }> = [
  { label: 'Prix par mois (TTC)', value: (tier) => formatEuros(PLANS[tier].priceCents) },
  { label: 'Messages par mois', value: (tier) => String(PLANS[tier].messagesPerMonth) },
  { label: 'Prix par message', value: (tier) => formatEuros(PLANS[tier].pricePerMessageCents) },
  {
    label: 'Au-delà des messages du mois',
    value: (tier) =>
      tier === 'vip'
        ? 'Usage raisonnable : jusqu’à 20 messages par jour'
        : 'Envoi en pause jusqu’au renouvellement',
  },
  { label: 'Réponses de Céleste', value: () => 'Incluses, jamais décomptées' },
  { label: 'Historique des consultations', value: () => 'Conservé' },
  { label: 'Résiliation', value: () => 'À tout moment, en 3 clics' },
];

/** The plans side by side: a table from 768 px, one card per plan below (spec §2). */
export function PlanComparison() {
  return (
    <section aria-labelledby="comparison-title" className="mt-12">
      <h2 id="comparison-title" className="font-serif text-2xl font-semibold text-foreground">
        Comparer les forfaits
      </h2>
      <div className="mt-4 hidden overflow-x-auto rounded-2xl border border-border bg-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Comparaison des forfaits mensuels</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="p-3 font-semibold">
                <span className="sr-only">Caractéristique</span>
              </th>
              {PAID_TIERS.map((tier) => (
                <th key={tier} scope="col" className="p-3 font-semibold text-foreground">
                  {PLANS[tier].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label} className="border-b border-border last:border-0">
                <th scope="row" className="p-3 font-medium text-muted-foreground">
                  {row.label}
                </th>
                {PAID_TIERS.map((tier) => (
                  <td key={tier} className="p-3 text-foreground">
                    {row.value(tier)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 grid gap-4 md:hidden" data-testid="comparison-stack">
        {PAID_TIERS.map((tier) => (
          <section
            key={tier}
            aria-label={PLANS[tier].name}
            className="rounded-2xl border border-border bg-card p-4"
          >
            <h3 className="font-semibold text-foreground">{PLANS[tier].name}</h3>
            <dl className="mt-2 grid gap-1.5 text-sm">
              {ROWS.map((row) => (
                <div key={row.label} className="flex justify-between gap-4">
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="text-right text-foreground">{row.value(tier)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  );
}
