import { Clock, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLink } from '@/components/brand-link';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { LatestConversationRedirect } from '@/features/chat/components/latest-conversation-redirect';
import { REGISTER_PATH, paths } from '@/lib/paths';
import { useUser } from '@/lib/session/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /: a logged-in user goes to their latest conversation (D3); a guest sees a
 * simple landing until the full one is built.
 */
export default function HomeRoute() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <LatestConversationRedirect />;
  return <GuestLanding />;
}

const LEGAL_LINKS = [
  { to: paths.cgu, label: 'CGU' },
  { to: paths.legalNotice, label: 'Mentions légales' },
  { to: paths.privacy, label: 'Confidentialité' },
  { to: paths.contact, label: 'Contact' },
];

function GuestLanding() {
  useDocumentTitle('Consultation en ligne avec une conseillère IA');
  return (
    <div className="flex min-h-dvh flex-col bg-night text-night-foreground">
      <header className="flex items-center justify-between gap-4 px-4 py-5 sm:px-8">
        <BrandLink className="text-night-foreground focus-visible:outline-accent" />
        <Button asChild variant="gold" size="sm">
          <Link to={paths.auth}>Se connecter</Link>
        </Button>
      </header>
      <main className="flex flex-1 items-center px-4 py-12 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">Voyance IA</p>
          <h1 className="mt-4 font-serif text-4xl leading-tight font-semibold sm:text-5xl">
            Une conseillère à votre écoute, à toute heure
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-night-muted">
            Amour, travail, choix de vie : posez vos questions à une conseillère virtuelle. C'est
            une intelligence artificielle, et non une personne réelle.
          </p>
          <p className="mt-3 text-night-muted">
            La consultation en ligne ouvre bientôt sur cette page. Vous pouvez dès maintenant créer
            votre compte.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="gold" size="lg">
              <Link to={REGISTER_PATH}>Créer un compte</Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/30 bg-transparent text-night-foreground hover:bg-white/10"
            >
              <Link to={paths.auth}>J'ai déjà un compte</Link>
            </Button>
          </div>
          <ul className="mt-12 grid gap-4 text-left sm:grid-cols-3">
            {[
              { icon: Clock, text: 'Disponible 24h/24 et 7j/7' },
              { icon: Sparkles, text: 'Voyance sur mesure' },
              { icon: ShieldCheck, text: 'Privé et sécurisé' },
            ].map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="flex items-center gap-3 rounded-xl bg-night-soft px-4 py-3 text-sm font-medium"
              >
                <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </main>
      <footer className="px-4 py-6 sm:px-8">
        <nav aria-label="Informations légales">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-night-muted">
            {LEGAL_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="rounded-sm underline-offset-4 hover:text-night-foreground hover:underline focus-visible:outline-accent"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
