import { tierLabel } from '#shared/plans';
import type { PlanChangePreview } from '#shared/schemas/billing';
import { formatEuros } from '#shared/plans';
import { frenchDate } from '../utils/dates';

export type ChangeTiming = 'end_of_period' | 'immediate';

/**
 * When a plan change starts (D20): at the renewal, keeping every message
 * paid for, or now, losing the ones left. The way that loses nothing comes
 * first and is chosen by default when the other would lose messages.
 */
export function PlanChangeTiming({
  preview,
  value,
  onChange,
}: {
  preview: PlanChangePreview;
  value: ChangeTiming;
  onChange: (value: ChangeTiming) => void;
}) {
  const later = preview.endOfPeriod!;
  const lost = preview.immediate.messagesLost;
  const options: Array<{ id: ChangeTiming; title: string; detail: string }> = [
    {
      id: 'end_of_period',
      title: `Au renouvellement, le ${frenchDate(later.startsAt)}${preview.recommended === 'end_of_period' ? ' (recommandé)' : ''}`,
      detail: `Vous gardez votre forfait ${tierLabel(preview.from)} et vos ${later.messagesKept} messages jusque-là. Rien n'est prélevé aujourd'hui ; ${formatEuros(later.priceCents)} TTC au renouvellement. Annulable jusqu'à cette date.`,
    },
    {
      id: 'immediate',
      title: 'Maintenant',
      detail:
        lost > 0
          ? `${formatEuros(preview.immediate.priceCents)} TTC aujourd'hui. Vos ${lost} message${lost > 1 ? 's' : ''} restant${lost > 1 ? 's' : ''} ${lost > 1 ? 'sont perdus' : 'est perdu'}.`
          : `${formatEuros(preview.immediate.priceCents)} TTC aujourd'hui.`,
    },
  ];
  return (
    <fieldset className="grid gap-2" data-testid="plan-change-timing">
      <legend className="mb-2 text-sm font-semibold text-foreground">
        Quand voulez-vous changer de forfait ?
      </legend>
      {options.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
        >
          <input
            type="radio"
            name="plan-change-timing"
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span className="min-w-0">
            <span className="block font-medium text-foreground">{option.title}</span>
            <span className="block text-sm text-muted-foreground">{option.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
