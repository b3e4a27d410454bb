import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { tierLabel } from '#shared/plans';
import type { SessionUser } from '#shared/schemas/user';
import { paths } from '@/lib/paths';
import { displayFirstName } from '#shared/display-name';

/** Who is logged in, and on which plan; leads to the profile (spec §2). */
export function UserBlock({ user }: { user: SessionUser }) {
  const name = displayFirstName(user.firstName);
  return (
    <Link
      to={paths.profile}
      className="flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-white/5"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
      >
        {name.charAt(0)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold" data-testid="sidebar-user-name">
          {name}
        </span>
        <span className="block text-xs text-night-muted">
          Forfait {tierLabel(user.subscriptionTier)}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 text-night-muted" />
    </Link>
  );
}
