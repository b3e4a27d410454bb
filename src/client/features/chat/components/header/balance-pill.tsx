import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { VIP_FAIR_USE_PER_DAY } from '#shared/plans';
import type { SessionUser } from '#shared/schemas/user';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { quotaMeter } from '../../utils/quota';

/**
 * The messages left, in view on a phone without opening the menu (issue 14);
 * the permanent sidebar shows the full meter from 768 px.
 */
export function BalancePill({ user }: { user: SessionUser }) {
  const meter = quotaMeter(user.subscriptionTier, user.messagesRemaining);
  const low = !meter.neverBlocked && meter.remaining <= 2;
  const fairUse = meter.neverBlocked && meter.remaining === 0;
  return (
    <Link
      to={paths.subscription}
      data-testid="balance-pill"
      aria-label={`${meter.label}${fairUse ? ', usage raisonnable au-delà' : ''} — voir les forfaits`}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold tabular-nums roomy:hidden',
        low ? 'bg-accent-soft text-accent-strong' : 'bg-secondary text-secondary-foreground',
      )}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {fairUse ? `${VIP_FAIR_USE_PER_DAY}/j` : meter.remaining}
    </Link>
  );
}
