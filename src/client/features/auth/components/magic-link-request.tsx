import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useRequestMagicLink } from '@/lib/magic-link';
import { WithPhoneLinks } from '@/components/phone-links';

/**
 * « Recevoir un lien de connexion » (issue 14): a login without the password,
 * for the address typed above. The answer is the same whether or not an
 * account exists, so that nothing leaks.
 */
export function MagicLinkRequest({
  email,
  onInvalidEmail,
}: {
  /** What the e-mail field holds now. */
  email: () => string;
  /** The address is not valid: the form shows why, at the field. */
  onInvalidEmail: (message: string) => void;
}) {
  const request = useRequestMagicLink();
  const ask = async () => {
    // The address's rule loads with the login form's (lazy-zod-resolver.ts): not with the page.
    const { emailSchema } = await import('#shared/schemas/auth');
    const parsed = emailSchema.safeParse(email());
    if (!parsed.success) {
      onInvalidEmail(parsed.error.issues[0]?.message ?? 'Adresse e-mail invalide');
      return;
    }
    request.mutate(parsed.data);
  };
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        className="h-auto min-h-11 w-full whitespace-normal"
        onClick={ask}
        disabled={request.isPending}
        aria-busy={request.isPending}
      >
        <Mail aria-hidden="true" />
        {request.isPending ? 'Envoi du lien…' : 'Recevoir un lien de connexion'}
      </Button>
      <div aria-live="polite" className="text-sm empty:hidden">
        {request.isSuccess ? (
          <p className="text-success-strong" data-testid="magic-link-sent">
            {request.data.message}
          </p>
        ) : null}
        {request.isError ? (
          <p className="text-destructive-strong">
            <WithPhoneLinks text={errorText(request.error)} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
