import { FormPage } from '@/components/form-page';
import { EmailRevertLanding } from '@/features/account/components/email-revert-landing';

/** /adresse-email/retablir?token=…: the notice's « Ce n'était pas moi ». */
export default function EmailRevertRoute() {
  return (
    <FormPage title="Rétablir votre adresse e-mail" heading="Ce n’était pas vous ?">
      <EmailRevertLanding />
    </FormPage>
  );
}
