import { FormPage } from '@/components/form-page';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/session/current-user';
import { useSetPasswordDirect } from '../api/set-password-direct';
import { useRedirectAfterPassword } from '../hooks/use-redirect-after-password';
import { pathAfterPassword } from '../utils/after-password';
import { showPasswordSaved, showSetPasswordError } from '../utils/password-toasts';
import {
  LoginRequiredNotice,
  PasswordAlreadySetNotice,
  PasswordSavedNotice,
} from './password-notices';
import { PasswordForm } from './password-form';
import type { PasswordPageText } from './token-password-flow';

/**
 * /set-password without a link: a logged-in account without a password (after
 * a purchase, D10) picks one directly; anyone else is told what to do instead.
 */
export function DirectPasswordFlow({
  conversationId,
  text,
}: {
  conversationId: number | null;
  text: PasswordPageText;
}) {
  const { user, isLoading } = useUser();
  const save = useSetPasswordDirect();
  const { target, redirectTo } = useRedirectAfterPassword();

  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <FormPage title={text.title}>
        <LoginRequiredNotice />
      </FormPage>
    );
  }
  // Saving marks the cached user as having a password: the form must stay until the redirect.
  if (user.hasPassword && !save.isPending && !save.isSuccess) {
    return (
      <FormPage title={text.title}>
        <PasswordAlreadySetNotice />
      </FormPage>
    );
  }

  const submit = (password: string) =>
    save.mutate(password, {
      onSuccess: (result) => {
        showPasswordSaved(result.message);
        redirectTo(pathAfterPassword({ conversationId, loggedIn: true }));
      },
      onError: showSetPasswordError,
    });

  return (
    <FormPage title={text.title} heading={text.heading} description={text.description}>
      {target ? <PasswordSavedNotice /> : null}
      <PasswordForm onSubmit={submit} pending={save.isPending} done={target !== null} />
    </FormPage>
  );
}
