import { GUEST_FREE_MESSAGES } from '#shared/plans';
import { WelcomePanel } from '@/components/conversation/welcome-panel';

const SUGGESTIONS = [
  'Que me réservent les prochains mois en amour ?',
  'Je doute de mon avenir professionnel. Que voyez-vous ?',
  'Comment retrouver confiance en moi ?',
] as const;

/** The empty guest chat: the free messages are offered, without registration. */
export function GuestWelcome({ onSuggestion }: { onSuggestion: (text: string) => void }) {
  return (
    <WelcomePanel
      size="compact"
      intro={
        <>
          Amour, travail, famille, choix de vie : confiez-moi ce qui vous occupe. Vos{' '}
          {GUEST_FREE_MESSAGES} premiers messages sont offerts, sans inscription.
        </>
      }
      suggestions={SUGGESTIONS}
      onSuggestion={onSuggestion}
      suggestionsTitleId="guest-suggestions-title"
    />
  );
}
