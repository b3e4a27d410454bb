import { PERSONA_NAME } from '../../../../../shared/persona';
import { PersonaAvatar } from '@/components/conversation/persona-avatar';

export const SUGGESTIONS = [
  'Que me réservent les prochains mois en amour ?',
  'Je doute de mon avenir professionnel. Que voyez-vous ?',
  "J'ai une décision importante à prendre. Pouvez-vous m'éclairer ?",
  'Comment retrouver confiance en moi ?',
] as const;

/** An empty consultation: Céleste introduces herself as an AI (D15) and offers a first question. */
export function WelcomePanel({ onSuggestion }: { onSuggestion?: (text: string) => void }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-8 text-center sm:py-14">
      <PersonaAvatar className="size-16 text-2xl ring-4" />
      <h2 className="mt-5 font-serif text-2xl leading-snug font-semibold text-foreground sm:text-3xl">
        Bonjour, je suis {PERSONA_NAME}, votre conseillère IA
      </h2>
      <p className="mt-3 leading-relaxed text-muted-foreground">
        Amour, travail, famille, choix de vie : confiez-moi ce qui vous occupe, à votre rythme. Je
        vous écoute avec bienveillance et vous aide à y voir plus clair.
      </p>
      <p className="mt-3 rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent-strong">
        Je suis une intelligence artificielle, et non une personne réelle.
      </p>
      {onSuggestion ? (
        <div className="mt-8 w-full">
          <p id="suggestions-title" className="text-sm font-semibold text-foreground">
            Pour commencer, vous pouvez me demander :
          </p>
          <ul
            aria-labelledby="suggestions-title"
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
      ) : null}
    </div>
  );
}
