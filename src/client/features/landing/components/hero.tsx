import { LayoutList, MessageCircleHeart } from 'lucide-react';
import heroImage from '@/assets/hero-crystal-ball.svg';
import { GUEST_FREE_MESSAGES } from '#shared/plans';
import { PERSONA_NAME } from '#shared/persona';
import { Button } from '@/components/ui/button';

interface HeroProps {
  /** Brings the visitor to the free consultation. */
  onStart: () => void;
  onShowPlans: () => void;
}

/** The first screen: what the service is, who answers (an AI, D15), and how to start. */
export function Hero({ onStart, onShowPlans }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid w-full max-w-6xl items-center gap-8 px-4 pt-6 pb-12 sm:px-8 md:grid-cols-[1.1fr_0.9fr] md:pt-10 md:pb-16"
    >
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">
          Voyance et soutien émotionnel, 24&nbsp;h/24
        </p>
        <h1
          id="hero-title"
          className="mt-4 font-serif text-4xl leading-tight font-semibold text-night-foreground sm:text-5xl"
        >
          Une conseillère à votre écoute, à toute heure
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-night-muted">
          Amour, travail, choix de vie : confiez vos questions à {PERSONA_NAME}, une conseillère
          virtuelle bienveillante. {PERSONA_NAME} est une intelligence artificielle, et non une
          personne réelle.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button variant="gold" size="lg" onClick={onStart}>
            <MessageCircleHeart aria-hidden="true" />
            Commencer gratuitement
          </Button>
          <Button
            variant="outline"
            size="lg"
            onClick={onShowPlans}
            className="border-white/30 bg-transparent text-night-foreground hover:bg-white/10 focus-visible:outline-accent"
          >
            <LayoutList aria-hidden="true" />
            Voir les forfaits
          </Button>
        </div>
        <p className="mt-4 text-sm text-night-muted">
          {GUEST_FREE_MESSAGES} messages offerts, sans inscription · Échanges privés
        </p>
      </div>
      <img
        src={heroImage}
        width={640}
        height={520}
        // Above the fold: fetched at once, the first thing a visitor sees.
        fetchPriority="high"
        decoding="async"
        alt="Illustration : une boule de cristal violette sur un socle doré, sous un ciel nocturne étoilé avec un croissant de lune."
        className="mx-auto h-auto w-full max-w-xs rounded-[2rem] shadow-2xl shadow-black/40 sm:max-w-sm md:max-w-none"
      />
    </section>
  );
}
