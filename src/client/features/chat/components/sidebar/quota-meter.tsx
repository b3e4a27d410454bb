import { Gem } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { VIP_FAIR_USE_PER_DAY } from '#shared/plans';
import type { SessionUser } from '#shared/schemas/user';
import { paths } from '@/lib/paths';
import { messagesLabel, quotaMeter } from '../../utils/quota';

/** The remaining-messages meter of the sidebar (spec §2), with the way to more. */
export function QuotaMeter({ user }: { user: SessionUser }) {
  const meter = quotaMeter(user.subscriptionTier, user.messagesRemaining);
  const percent = meter.max > 0 ? Math.round((meter.remaining / meter.max) * 100) : 0;
  // The sidebar can be in the page twice (permanent and drawer): ids must not clash.
  const labelId = useId();
  return (
    <div className="rounded-2xl bg-night-soft p-4 ring-1 ring-white/10">
      <div className="flex items-baseline justify-between gap-2">
        <p id={labelId} className="text-xs font-semibold tracking-[0.16em] uppercase">
          Messages
        </p>
        <p className="text-sm font-semibold tabular-nums" aria-hidden="true">
          {meter.ofAllowance ? `${meter.remaining} / ${meter.max}` : messagesLabel(meter.remaining)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={meter.max}
        aria-valuenow={meter.remaining}
        aria-valuetext={`${meter.label} sur ${meter.max}`}
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-night-muted" data-testid="quota-meter-text">
        {meter.label}
      </p>
      {meter.neverBlocked ? (
        <p className="mt-1 flex items-center gap-1.5 text-xs text-accent">
          <Gem aria-hidden="true" className="size-3.5" />
          Premium : au-delà, jusqu'à {VIP_FAIR_USE_PER_DAY} messages par jour.
        </p>
      ) : null}
      <Link
        to={paths.subscription}
        className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        Changer de forfait
      </Link>
    </div>
  );
}
