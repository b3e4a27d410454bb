import { Clock, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';

const BENEFITS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Clock,
    title: 'Disponible 24 h/24 et 7 j/7',
    text: 'Une écoute immédiate, de jour comme de nuit, sans rendez-vous.',
  },
  {
    icon: Sparkles,
    title: 'Voyance sur mesure',
    text: 'Des réponses adaptées à votre situation : amour, travail, famille, choix de vie.',
  },
  {
    icon: ShieldCheck,
    title: 'Privé et sécurisé',
    text: 'Vos consultations restent confidentielles, et vous pouvez supprimer votre compte à tout moment.',
  },
];

/** The right-hand side of /auth: why create an account (spec §2). */
export function AuthMarketingPanel() {
  return (
    <aside
      aria-labelledby="auth-marketing-title"
      className="relative overflow-hidden bg-night px-6 py-12 text-night-foreground sm:px-10 lg:flex lg:flex-col lg:justify-center lg:px-16"
    >
      {/* Soft halos, purely decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-[radial-gradient(circle,rgba(226,181,82,0.28),transparent_65%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-24 size-[28rem] rounded-full bg-[radial-gradient(circle,rgba(124,58,237,0.45),transparent_65%)]"
      />
      <div className="relative mx-auto max-w-md">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">Voyance IA</p>
        <h2
          id="auth-marketing-title"
          className="mt-4 font-serif text-3xl leading-tight font-semibold sm:text-4xl"
        >
          Des réponses éclairées, à l'heure où vous en avez besoin.
        </h2>
        <p className="mt-4 text-base leading-relaxed text-night-muted">
          {/* Only what is true of an AI (issue 39): no years of experience it cannot have. */}
          Confiez vos questions à Céleste, une intelligence artificielle qui répond dans l’esprit de
          la voyance, avec douceur, à toute heure.
        </p>
        <ul className="mt-10 grid gap-6">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-night-soft text-accent ring-1 ring-accent/30">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="mt-1 text-sm leading-relaxed text-night-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 border-t border-white/10 pt-6 text-xs leading-relaxed text-night-muted">
          Votre conseillère est une intelligence artificielle, et non une personne réelle.
        </p>
      </div>
    </aside>
  );
}
