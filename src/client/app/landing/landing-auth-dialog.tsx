import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { toast } from '@/lib/toast';

export type AuthTab = 'login' | 'register';

interface LandingAuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
}

/**
 * The /auth forms in a dialog, so that a guest signs up without leaving the
 * conversation. No navigation here: once the user is known, / itself opens
 * their latest conversation — after a sign-up, the guest's one (D10).
 */
export default function LandingAuthDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
}: LandingAuthDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Votre espace de consultation</DialogTitle>
          <DialogDescription>
            Connectez-vous, ou créez votre compte gratuit : votre conversation en cours y sera
            conservée.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <TabsList aria-label="Connexion ou inscription">
            <TabsTrigger value="login">Connexion</TabsTrigger>
            <TabsTrigger value="register">Inscription</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="mt-5 grid gap-5">
            <LoginForm onLoggedIn={() => {}} />
          </TabsContent>
          <TabsContent value="register" className="mt-5 grid gap-5">
            <RegisterForm
              onRegistered={(email) =>
                toast({
                  title: 'Dernière étape ! Vérifiez vos mails pour activer votre compte',
                  description: `Un email de confirmation a été envoyé à ${email}. Pensez à regarder dans vos courriers indésirables (spam).`,
                  duration: 10_000,
                })
              }
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
