import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { SimplePage } from './simple-page';

interface ComingSoonPageProps {
  title: string;
  /** What the page will offer, in one sentence. */
  description?: ReactNode;
  children?: ReactNode;
}

/** An honest placeholder for a screen that a later version fills in. */
export function ComingSoonPage({ title, description, children }: ComingSoonPageProps) {
  return (
    <SimplePage
      title={title}
      icon={<Hourglass aria-hidden="true" />}
      actions={
        <Button asChild variant="outline">
          <Link to={paths.home}>Retour à l'accueil</Link>
        </Button>
      }
    >
      <p className="font-medium text-foreground">Cette page arrive bientôt.</p>
      {description ? <p>{description}</p> : null}
      {children}
    </SimplePage>
  );
}
