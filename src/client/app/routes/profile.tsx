import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';
import { SimplePage } from '@/components/simple-page';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/session/current-user';
import { paths } from '@/lib/paths';

/** /profile: a visitor is told so rather than redirected (spec §2). */
export default function ProfileRoute() {
  const { user, isLoading } = useUser();
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
  return (
    <ComingSoonPage
      title="Mon profil"
      description="Vous pourrez y modifier votre prénom, votre email et votre mot de passe, et gérer votre abonnement."
    />
  );
}
