import { Component, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { SimplePage } from '@/components/simple-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { ScreenReady } from './screen-ready';

interface BoundaryProps {
  children: ReactNode;
  /** When it changes (a new address), the boundary tries its children again. */
  resetKey: string;
}

interface BoundaryState {
  failed: boolean;
  /** The resetKey the state belongs to. */
  key: string;
}

/**
 * A screen that throws while rendering shows a French page instead of a blank
 * one. The usual cause in production is a screen's chunk gone after a
 * deployment: a reload fixes it.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[route]', error);
  }

  override render(): ReactNode {
    // A screen that failed is the app's too: the prerender's marker goes (screen-ready.tsx).
    return this.state.failed ? (
      <>
        <RouteError />
        <ScreenReady />
      </>
    ) : (
      this.props.children
    );
  }
}

function RouteError() {
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
