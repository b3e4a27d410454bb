import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { SimplePage } from '@/components/simple-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export default function NotFoundRoute() {
  return (
    <SimplePage
      title="Page introuvable"
      icon={<Compass aria-hidden="true" />}
      kicker={
        <p className="font-serif text-5xl font-semibold text-primary" data-testid="not-found-code">
          404
        </p>
      }
      actions={
        <Button asChild>
          <Link to={paths.home}>Retour à l'accueil</Link>
        </Button>
      }
    >
      <p>La page que vous cherchez n'existe pas ou a été déplacée.</p>
    </SimplePage>
  );
}
