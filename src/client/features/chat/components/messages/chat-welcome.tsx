import { WelcomePanel } from '@/components/conversation/welcome-panel';

export const SUGGESTIONS = [
  'Que me réservent les prochains mois en amour ?',
  'Je doute de mon avenir professionnel. Que voyez-vous ?',
  "J'ai une décision importante à prendre. Pouvez-vous m'éclairer ?",
  'Comment retrouver confiance en moi ?',
] as const;

/** An empty consultation; the suggestions show only when something can be sent. */
export function ChatWelcome({ onSuggestion }: { onSuggestion?: (text: string) => void }) {
  return (
    <WelcomePanel
      size="page"
      intro="Amour, travail, famille, choix de vie : confiez-moi ce qui vous occupe, à votre rythme. Je vous écoute avec bienveillance et vous aide à y voir plus clair."
      suggestions={SUGGESTIONS}
      onSuggestion={onSuggestion}
      suggestionsTitleId="suggestions-title"
    />
  );
}
