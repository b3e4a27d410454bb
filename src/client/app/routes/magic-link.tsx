import { FormPage } from '@/components/form-page';
import { MagicLinkLanding } from '@/features/magic-link/components/magic-link-landing';

/** /magic-link?token=…: the page the magic-link mail opens. */
export default function MagicLinkRoute() {
  return (
    <FormPage title="Connexion par lien" heading="Connexion par lien">
      <MagicLinkLanding />
    </FormPage>
  );
}
