import { GUEST_FREE_MESSAGES } from '../../../../shared/plans';
import { PERSONA_NAME } from '../../../../shared/persona';
import { PersonaAvatar } from '@/components/conversation/persona-avatar';

const SUGGESTIONS = [
  'Que me réservent les prochains mois en amour ?',
  'Je doute de mon avenir professionnel. Que voyez-vous ?',
  'Comment retrouver confiance en moi ?',
] as const;

/** The empty guest chat: Céleste introduces herself as an AI (D15) and offers a first question. */
export function GuestWelcome({ onSuggestion }: { onSuggestion: (text: string) => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-6 text-center">
      <PersonaAvatar className="size-14 text-xl ring-4" />
      <h3 className="mt-4 font-serif text-xl leading-snug font-semibold text-foreground sm:text-2xl">
        Bonjour, je suis {PERSONA_NAME}, votre conseillère IA
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground sm:text-base">
        Amour, travail, famille, choix de vie : confiez-moi ce qui vous occupe. Vos{' '}
        {GUEST_FREE_MESSAGES} premiers messages sont offerts, sans inscription.
      </p>
      <p className="mt-3 rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent-strong">
        Je suis une intelligence artificielle, et non une personne réelle.
      </p>
      <p id="guest-suggestions-title" className="mt-6 text-sm font-semibold text-foreground">
        Pour commencer, vous pouvez me demander :
      </p>
      <ul
        aria-labelledby="guest-suggestions-title"
        className="mt-3 flex flex-wrap justify-center gap-2"
      >
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              onClick={() => onSuggestion(suggestion)}
              className="rounded-full border border-primary/25 bg-card px-4 py-2 text-left text-sm text-secondary-foreground shadow-xs transition-colors hover:border-primary/50 hover:bg-secondary"
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
