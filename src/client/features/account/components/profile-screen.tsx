import { LogOut } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '#shared/schemas/user';
import { CustomerPageHeader } from '@/components/customer-page-header';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/session/logout';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailForm } from './email-form';
import { FirstNameForm } from './first-name-form';
import { PasswordChangeForm } from './password-change-form';
import { SectionCard } from '@/components/ui/section-card';
import { SessionsSection } from './sessions-section';

export const SUBSCRIPTION_ANCHOR = 'subscription';

/** /profile (spec §2, issue 11): who the person is to us, and everything they can change or take away. */
export function ProfileScreen({
  user,
  subscription,
}: {
  user: SessionUser;
  /** The plan block, which the billing feature draws. */
  subscription: ReactNode;
}) {
  useDocumentTitle('Mon profil');
  const logout = useLogout();
  const { hash } = useLocation();

  // /profile#subscription: the plan block comes into view and takes the focus.
  useEffect(() => {
    if (hash !== `#${SUBSCRIPTION_ANCHOR}`) return;
    const section = document.getElementById(SUBSCRIPTION_ANCHOR);
    section?.scrollIntoView();
    section?.querySelector<HTMLElement>('h2')?.focus();
  }, [hash]);

  return (
    <div className="min-h-dvh bg-background">
      <CustomerPageHeader />
      <main className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pb-16 sm:px-8">
        <div>
          <h1 className="font-serif text-3xl font-semibold text-foreground">Mon profil</h1>
          <p className="mt-2 text-muted-foreground">
            Vos informations, votre abonnement et vos données. Vous pouvez tout modifier ou tout
            effacer ici.
          </p>
        </div>
        <SectionCard id="identity" title="Vos informations">
          <div className="grid gap-6">
            <FirstNameForm firstName={user.firstName} />
            <EmailForm
              email={user.email}
              isVerified={user.isVerified}
              hasPassword={user.hasPassword}
            />
          </div>
        </SectionCard>
        <SectionCard
          id="password"
          title="Mot de passe"
          description="Le changer ferme vos sessions ouvertes sur les autres appareils."
        >
          <PasswordChangeForm hasPassword={user.hasPassword} />
        </SectionCard>
        <SectionCard id={SUBSCRIPTION_ANCHOR} title="Abonnement">
          {subscription}
        </SectionCard>
        <SectionCard
          id="sessions"
          title="Appareils connectés"
          description="Les navigateurs où votre compte est ouvert. Déconnectez ceux que vous ne reconnaissez pas."
        >
          <SessionsSection />
        </SectionCard>
        <SectionCard
          id="data"
          title="Vos données"
          description="Une copie de tout ce que nous conservons sur vous : compte, consentements, consultations, messages, paiements."
        >
          <DataExportSection />
        </SectionCard>
        <div>
          <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            Se déconnecter
          </Button>
        </div>
        <SectionCard
          id="delete"
          title="Supprimer mon compte"
          tone="danger"
          description="Efface votre compte et toutes vos consultations, et arrête votre abonnement. Pensez à télécharger vos données avant."
        >
          <DeleteAccountSection
            paid={user.subscriptionTier !== 'gratuit'}
            hasPassword={user.hasPassword}
          />
        </SectionCard>
      </main>
    </div>
  );
}
