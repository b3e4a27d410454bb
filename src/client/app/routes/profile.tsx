import { LockKeyhole } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { SimplePage } from '@/components/simple-page';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ProfileScreen } from '@/features/account/components/profile-screen';
import { PlanSummarySection } from '@/features/billing/components/plan-summary-section';
import { SetPasswordScreen } from '@/features/passwords/components/password-screens';
import { readConversationId } from '@/features/passwords/utils/after-password';
import { useUser } from '@/lib/session/current-user';
import { paths } from '@/lib/paths';

/**
 * /profile: a visitor is told so rather than redirected (spec §2).
 * /profile?set_password=…&token=…&conversationId=…: a mailed password link
 * that points here works as /set-password's does (spec §7).
 */
export default function ProfileRoute() {
  const { user, isLoading } = useUser();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();
  if (token) {
    return (
      <SetPasswordScreen
        key={token}
        token={token}
        conversationId={readConversationId(searchParams.get('conversationId'))}
      />
    );
  }
  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <SimplePage
        title="Accès non autorisé"
        icon={<LockKeyhole aria-hidden="true" />}
        actions={
          <Button asChild>
            <Link to={paths.auth}>Se connecter</Link>
          </Button>
        }
      >
        <p>Vous devez être connecté pour accéder à votre profil.</p>
      </SimplePage>
    );
  }
  return <ProfileScreen user={user} subscription={<PlanSummarySection />} />;
}
