import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { LowBalance } from '../../utils/quota';

const TEXT: Record<Exclude<LowBalance, null>, string> = {
  'two-left': 'Plus que 2 messages disponibles.',
  last: 'C’est votre dernier message disponible.',
};

/** One quiet line above the composer, before it closes at 0 (issue 14). */
export function LowBalanceLine({ kind }: { kind: Exclude<LowBalance, null> }) {
  return (
    <p
      role="status"
      data-testid="low-balance-notice"
      className="mb-2 flex flex-wrap items-center gap-x-2 text-sm text-accent-strong"
    >
      {TEXT[kind]}
      <Link
        to={paths.subscription}
        className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
      >
        Voir les forfaits
      </Link>
    </p>
  );
}
