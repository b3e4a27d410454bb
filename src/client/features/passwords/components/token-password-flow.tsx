import { useState } from 'react';
import { FormPage } from '@/components/form-page';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useSetPassword } from '../api/set-password';
import { usePasswordTokenCheck } from '../api/verify-password-token';
import { useRedirectAfterPassword } from '../hooks/use-redirect-after-password';
import { pathAfterPassword } from '../utils/after-password';
import { showPasswordSaved, showSetPasswordError } from '../utils/password-toasts';
import {
  InvalidLinkNotice,
  PasswordSavedNotice,
  VerificationErrorNotice,
} from './password-notices';
import { PasswordForm } from './password-form';

export interface PasswordPageText {
  title: string;
  heading: string;
  description: string;
}

interface TokenPasswordFlowProps {
  token: string;
  /** From the link; the token check may know a better one. */
  conversationId: number | null;
  text: PasswordPageText;
}

/**
 * A password chosen through a mailed link (reset, or set after a purchase):
 * check the link, then the form, then the session the answer opens (spec §4, §7).
 */
export function TokenPasswordFlow({ token, conversationId, text }: TokenPasswordFlowProps) {
  const check = usePasswordTokenCheck(token, conversationId);
  const save = useSetPassword();
  const { target, redirectTo } = useRedirectAfterPassword();
  /** The link died between the check and the submit (used in another tab, expired). */
  const [linkDead, setLinkDead] = useState(false);

  if (check.isPending) {
    return (
      <FormPage title={text.title}>
        <div className="flex flex-col items-center gap-3 py-6 text-muted-foreground">
          <Spinner label="Vérification du lien…" />
          <p aria-hidden="true">Vérification du lien…</p>
        </div>
      </FormPage>
    );
  }
  if (check.isError) {
    return (
      <FormPage title={text.title}>
        <VerificationErrorNotice
          message={errorText(check.error)}
          retrying={check.isFetching}
          onRetry={() => void check.refetch()}
        />
      </FormPage>
    );
  }
  if (!check.data.valid || linkDead) {
    return (
      <FormPage title="Lien invalide ou expiré" heading={text.heading}>
        <InvalidLinkNotice />
      </FormPage>
    );
  }

  const returnTo = check.data.conversationId ?? conversationId;
  const submit = (password: string) =>
    save.mutate(
      { token, password, ...(returnTo ? { conversationId: returnTo } : {}) },
      {
        onSuccess: (result) => {
          showPasswordSaved(result.message);
          redirectTo(
            pathAfterPassword({ conversationId: returnTo, loggedIn: Boolean(result.accessToken) }),
          );
        },
        onError: (error) => {
          showSetPasswordError(error);
          if (error instanceof ApiError && error.code === 'passwords.invalid_link') {
            setLinkDead(true);
          }
        },
      },
    );

  return (
    <FormPage title={text.title} heading={text.heading} description={text.description}>
      {target ? <PasswordSavedNotice /> : null}
      <PasswordForm onSubmit={submit} pending={save.isPending} done={target !== null} />
    </FormPage>
  );
}
