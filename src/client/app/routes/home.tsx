import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useHomeFlagToasts, useInitialHomeFlags } from '@/features/landing/hooks/use-home-flags';
import type { HomeFlags } from '@/features/landing/utils/home-flags';
import { useUser } from '@/lib/session/current-user';
import { GuestLanding } from '../landing/guest-landing';

// Visitors, the page's main audience, never download the chat's code from here.
const LatestConversationRedirect = lazy(() =>
  import('@/features/chat/components/latest-conversation-redirect').then((module) => ({
    default: module.LatestConversationRedirect,
  })),
);

/**
 * /: a logged-in user goes to their latest conversation (D3); a visitor gets
 * the landing page with the free guest consultation. The address's payment
 * flags (spec §8) show on either.
 */
export default function HomeRoute() {
  const { user, isLoading } = useUser({ guestFirst: true });
  const { flags, dismiss } = useInitialHomeFlags();
  if (isLoading) return <PageSpinner />;
  if (user) return <SignedInHome flags={flags} onFlagsShown={dismiss} />;
  return <GuestLanding flags={flags} onFlagsShown={dismiss} />;
}

function SignedInHome({ flags, onFlagsShown }: { flags: HomeFlags; onFlagsShown: () => void }) {
  useHomeFlagToasts(flags, onFlagsShown);
  return (
    <Suspense fallback={<PageSpinner label="Ouverture de votre consultation…" />}>
      <LatestConversationRedirect />
    </Suspense>
  );
}
