import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatEuros, type Plan } from '../../../../shared/plans';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface PlanCardProps {
  plan: Plan;
  /** Where the plan's button leads (sign-up for now; purchases come with payments). */
  to: string;
  /** A line under the price, e.g. the introductory month. */
  note?: string;
}

/** One plan of the catalogue (D6): price, allowance, price per message and what it includes. */
export function PlanCard({ plan, to, note }: PlanCardProps) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-5 shadow-sm',
        plan.popular ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
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
        <span className="text-sm text-muted-foreground"> /mois</span>
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
      <Button asChild variant={plan.popular ? 'default' : 'outline'} className="mt-5 w-full">
        <Link to={to}>Choisir {plan.name}</Link>
      </Button>
    </article>
  );
}
