import { HeartHandshake, HeartPulse, Sunrise, Target, type LucideIcon } from 'lucide-react';

const FEATURES: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: HeartPulse,
    title: 'Soutien émotionnel',
    text: 'Un espace pour déposer ce qui vous pèse, être écouté sans jugement et retrouver un peu de calme.',
  },
  {
    icon: HeartHandshake,
    title: 'Conseils relationnels',
    text: 'Couple, famille, amitiés : prendre du recul sur une situation et envisager la suite avec plus de clarté.',
  },
  {
    icon: Target,
    title: 'Motivation et objectifs',
    text: 'Clarifier un projet, un choix professionnel ou personnel, et avancer pas à pas vers ce qui compte pour vous.',
  },
  {
    icon: Sunrise,
    title: 'Réflexion quotidienne',
    text: 'Un rendez-vous du matin ou du soir pour faire le point, poser une intention et garder le cap.',
  },
];

/** The four kinds of help on offer (spec §2). */
export function FeatureCards() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-8"
    >
      <h2
        id="features-title"
        className="text-center font-serif text-3xl font-semibold text-foreground"
      >
        Un accompagnement pour chaque moment
      </h2>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-border bg-card p-5 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-night text-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 font-serif text-lg font-semibold text-foreground">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
