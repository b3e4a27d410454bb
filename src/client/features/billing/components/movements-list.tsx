import { LEDGER_LABELS } from '#shared/ledger';
import type { LedgerMovement } from '#shared/schemas/billing';
import { frenchDate } from '../utils/dates';

/** « Mes messages »: every change to the balance, newest first (the ledger of ADR 009). */
export function MovementsList({ movements }: { movements: LedgerMovement[] }) {
  return (
    <section aria-labelledby="movements-title" className="mt-12" data-testid="movements">
      <h2 id="movements-title" className="font-serif text-2xl font-semibold text-foreground">
        Mes messages
      </h2>
      {movements.length === 0 ? (
        <p className="mt-3 text-muted-foreground">Aucun mouvement pour le moment.</p>
      ) : (
        <ol className="mt-4 divide-y divide-border rounded-2xl border border-border bg-card">
          {movements.map((movement) => (
            <li
              key={movement.id}
              className="flex items-center justify-between gap-4 px-4 py-3 text-sm"
            >
              <div>
                <p className="text-foreground">{LEDGER_LABELS[movement.reason]}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={movement.createdAt}>{frenchDate(movement.createdAt)}</time> ·
                  solde : {movement.balanceAfter}
                </p>
              </div>
              <p
                className={
                  movement.delta < 0
                    ? 'font-semibold tabular-nums text-foreground'
                    : 'font-semibold tabular-nums text-success-strong'
                }
              >
                {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
