import { LogIn } from 'lucide-react';
import { BrandLink } from '@/components/brand-link';
import { Button } from '@/components/ui/button';

export type InfoTopic = 'about' | 'reviews' | 'faq';

const INFO_ENTRIES: ReadonlyArray<{ topic: InfoTopic; label: string }> = [
  { topic: 'about', label: "Qu'est-ce que Voyance IA ?" },
  { topic: 'reviews', label: 'Avis clients' },
  { topic: 'faq', label: 'FAQ' },
];

interface LandingHeaderProps {
  onOpenInfo: (topic: InfoTopic) => void;
  onLogin: () => void;
}

/** The brand, the three information dialogs and the way in for customers. */
export function LandingHeader({ onOpenInfo, onLogin }: LandingHeaderProps) {
  return (
    <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 pt-6 pb-4 sm:px-8">
      <BrandLink className="text-night-foreground focus-visible:outline-accent" />
      <nav aria-label="Informations" className="order-last w-full md:order-none md:w-auto">
        <ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
          {INFO_ENTRIES.map(({ topic, label }) => (
            <li key={topic}>
              <button
                type="button"
                onClick={() => onOpenInfo(topic)}
                className="inline-flex min-h-11 items-center rounded-md px-2.5 py-1.5 font-medium text-night-muted transition-colors hover:bg-white/10 hover:text-night-foreground focus-visible:outline-accent"
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="gold" size="sm" onClick={onLogin}>
        <LogIn aria-hidden="true" />
        Connexion
      </Button>
    </header>
  );
}
