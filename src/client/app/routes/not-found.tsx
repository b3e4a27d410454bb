import { Compass } from 'lucide-react';
import { lazy } from 'react';
import { Link, useLocation } from 'react-router';
import { SimplePage } from '@/components/simple-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

// React's own lazy: the root layout's Suspense shows the spinner while it loads.
const Admin = lazy(() => import('./admin'));

/**
 * Addresses the entry's route table does not name. The back office (issue 40)
 * is found here rather than in that table, so that its route costs the
 * landing page's download nothing: only this chunk knows it.
 */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  if (/^\/admin(\/|$)/.test(pathname)) return <Admin />;
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
