import { useNavigate } from 'react-router';
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
import { paths } from '@/lib/paths';
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
 * conversation. After a sign-up, / itself opens the latest conversation, the
 * guest's one (D10); after a login, the guest's one is opened by its id (D19).
 */
export default function LandingAuthDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
}: LandingAuthDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Votre espace de consultation</DialogTitle>
          <DialogDescription>
            Connectez-vous, ou créez votre compte gratuit : votre consultation en cours y sera
            conservée.
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <TabsList aria-label="Connexion ou inscription">
            <TabsTrigger value="login">Connexion</TabsTrigger>
            <TabsTrigger value="register">Inscription</TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="mt-5 grid gap-5">
            <LoginForm
              onLoggedIn={(guestConversationId) => {
                // D19: the exchange just had as a guest opens; otherwise / opens the latest.
                if (guestConversationId) navigate(paths.conversation(guestConversationId));
              }}
            />
          </TabsContent>
          <TabsContent value="register" className="mt-5 grid gap-5">
            <RegisterForm
              onRegistered={(email) =>
                toast({
                  title: 'Dernière étape ! Vérifiez vos mails pour activer votre compte',
                  description: `Un e-mail de confirmation a été envoyé à ${email}. Pensez à regarder dans vos courriers indésirables (spam).`,
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
