import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatEuros, type Plan } from '#shared/plans';
import { cn } from '@/lib/cn';

interface PlanCardProps {
  plan: Plan;
  /** The plan's button: a link to buy it, or « Votre forfait actuel ». */
  action: ReactNode;
  /** A line under the price, e.g. the introductory month. */
  note?: string | undefined;
  /** The customer's plan now: marked, for the eyes and for screen readers. */
  current?: boolean;
}

/** One plan of the catalogue (D6): price (TTC), allowance, price per message and what it includes. */
export function PlanCard({ plan, action, note, current = false }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-5 shadow-sm',
        plan.popular || current ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      {current ? <p className="sr-only">Votre forfait actuel.</p> : null}
      {plan.popularLabel ? (
        <p className="absolute -top-3 left-5 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {plan.popularLabel}
        </p>
      ) : null}
      <h3 id={titleId} className="font-serif text-lg font-semibold text-foreground">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-4">
        <span data-testid="plan-price" className="text-3xl font-semibold text-foreground">
          {formatEuros(plan.priceCents)}
        </span>
        <span className="text-sm text-muted-foreground"> TTC /mois</span>
      </p>
      {note ? <p className="mt-1 text-xs font-semibold text-accent-strong">{note}</p> : null}
      <p className="mt-2 text-sm text-foreground">
        {plan.messagesPerMonth} messages par mois ·{' '}
        <span className="text-muted-foreground">
          {formatEuros(plan.pricePerMessageCents)} par message
        </span>
      </p>
      <ul className="mt-4 grid flex-1 gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-5">{action}</div>
    </article>
  );
}
