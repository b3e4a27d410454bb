import type { ReactNode } from 'react';
import { PERSONA_NAME } from '#shared/persona';
import { PersonaAvatar } from './persona-avatar';

/**
 * page: the customers' chat, where the welcome fills the screen under the page's h1.
 * compact: the guest chat, a section (with its own h2) of the landing page.
 */
type WelcomeSize = 'page' | 'compact';

// Whole class lists, not merged ones: tailwind-merge would drop a `leading-*` written before a text size.
const SIZES = {
  page: {
    root: 'mx-auto flex max-w-xl flex-col items-center py-8 text-center sm:py-14',
    avatar: 'size-16 text-2xl ring-4',
    Heading: 'h2',
    heading: 'mt-5 font-serif text-2xl leading-snug font-semibold text-foreground sm:text-3xl',
    intro: 'mt-3 leading-relaxed text-muted-foreground',
    /** The suggestions sit in a full-width box of their own. */
    suggestionsBox: 'mt-8 w-full',
    suggestionsTitle: 'text-sm font-semibold text-foreground',
  },
  compact: {
    root: 'mx-auto flex max-w-xl flex-col items-center py-6 text-center',
    avatar: 'size-14 text-xl ring-4',
    Heading: 'h3',
    heading: 'mt-4 font-serif text-xl leading-snug font-semibold text-foreground sm:text-2xl',
    intro: 'mt-2 text-sm leading-relaxed text-muted-foreground sm:text-base',
    suggestionsBox: undefined,
    suggestionsTitle: 'mt-6 text-sm font-semibold text-foreground',
  },
} as const satisfies Record<WelcomeSize, object>;

interface WelcomePanelProps {
  size: WelcomeSize;
  /** What Céleste says of herself after her name, in the host's words. */
  intro: ReactNode;
  suggestions: readonly string[];
  /** Fills the composer with a suggested question; absent when nothing can be sent. */
  onSuggestion?: (text: string) => void;
  /** The id of the suggestions' title, unique in the page. */
  suggestionsTitleId: string;
}

/** An empty consultation: Céleste introduces herself as an AI (D15) and offers a first question. */
export function WelcomePanel({
  size,
  intro,
  suggestions,
  onSuggestion,
  suggestionsTitleId,
}: WelcomePanelProps) {
  const style = SIZES[size];
  const Heading = style.Heading;
  const offer = onSuggestion ? (
    <>
      <p id={suggestionsTitleId} className={style.suggestionsTitle}>
        Pour commencer, vous pouvez me demander :
      </p>
      <ul aria-labelledby={suggestionsTitleId} className="mt-3 flex flex-wrap justify-center gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              onClick={() => onSuggestion(suggestion)}
              className="min-h-11 rounded-full border border-primary/25 bg-card px-4 py-2 text-left text-sm text-secondary-foreground shadow-xs transition-colors hover:border-primary/50 hover:bg-secondary"
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </>
  ) : null;

  return (
    <div className={style.root}>
      <PersonaAvatar className={style.avatar} />
      <Heading className={style.heading}>
        Bonjour, je suis {PERSONA_NAME}, votre conseillère IA
      </Heading>
      <p className={style.intro}>{intro}</p>
      <p className="mt-3 rounded-full bg-accent-soft px-3 py-1 text-xs font-medium text-accent-strong">
        Je suis une intelligence artificielle, et non une personne réelle.
      </p>
      {offer && style.suggestionsBox ? <div className={style.suggestionsBox}>{offer}</div> : offer}
    </div>
  );
}
