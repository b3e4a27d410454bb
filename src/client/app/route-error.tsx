import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { SimplePage } from '@/components/simple-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * Replaces React Router's English developer screen. The usual cause in
 * production is a screen's chunk gone after a deployment: a reload fixes it.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[router]', error);
  }, [error]);
  return (
    <SimplePage
      title="Erreur"
      heading="Une erreur inattendue s'est produite."
      icon={<TriangleAlert aria-hidden="true" />}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Recharger la page</Button>
          <Button asChild variant="outline">
            {/* A plain link: the router itself may be what failed. */}
            <a href={paths.home}>Retour à l'accueil</a>
          </Button>
        </>
      }
    >
      <p>Rechargez la page ; si le problème continue, revenez un peu plus tard.</p>
    </SimplePage>
  );
}
