import { useSearchParams } from 'react-router';
import { RequestResult } from '@/components/request-result';

/** What the confirmation link of the newsletter mail came to (`?newsletter=` on /brevo-test). */
const OUTCOMES: Record<string, { success?: boolean; title: string; message: string }> = {
  confirmed: {
    success: true,
    title: 'Inscription confirmée',
    message: 'Votre inscription à la newsletter est confirmée. Merci !',
  },
  invalid: {
    title: 'Lien invalide ou expiré',
    message:
      'Ce lien de confirmation est invalide ou a expiré : inscrivez-vous à nouveau ci-dessous.',
  },
  failed: {
    title: "L'inscription a échoué",
    message: "L'inscription à la newsletter a échoué. Réessayez plus tard.",
  },
};

export function NewsletterConfirmationNotice() {
  const [params] = useSearchParams();
  const outcome = OUTCOMES[params.get('newsletter') ?? ''];
  if (!outcome) return null;
  const { success, ...text } = outcome;
  return (
    <RequestResult
      testId="newsletter-confirmation"
      success={success ? text : undefined}
      failure={success ? undefined : text}
    />
  );
}
