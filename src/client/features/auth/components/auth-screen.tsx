import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BrandLink } from '@/components/brand-link';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isSafeInternalPath, paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ME_QUERY_KEY, useUser } from '@/lib/session/current-user';
import { useVerifyLink } from '../api/verify-email';
import { readAuthFlags, type AuthTab } from '../utils/auth-flags';
import { showVerificationResult } from '../utils/auth-toasts';
import { AuthMarketingPanel } from './auth-marketing-panel';
import {
  EmailVerifiedNotice,
  MagicLinkInvalidNotice,
  RegistrationSuccessNotice,
  SessionExpiredNotice,
  VerificationFailedNotice,
} from './auth-notices';
import { CheckEmailDialog } from './check-email-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** /auth: login and register tabs beside a marketing panel (spec §2). */
export function AuthScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const flags = readAuthFlags(searchParams);
  // Where the visitor was going (a plan chosen before signing up): ours only, else the chat.
  const next = searchParams.get('next');
  const destination = isSafeInternalPath(next) ? next : paths.chat;
  const navigate = useNavigate();
  const { user, isLoading } = useUser({ guestFirst: true });
  /** Set by a successful submit: the page is leaving on its own, do not bounce to /. */
  const [leaving, setLeaving] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [checkEmailOpen, setCheckEmailOpen] = useState(false);

  useDocumentTitle(flags.tab === 'register' ? 'Inscription' : 'Connexion');
  useVerificationToast(flags.verified, flags.alreadyVerified);
  const showVerified = useCallback(
    (flag: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete('verify');
          params.set('verified', flag);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const verifying = useVerifyLink(searchParams.get('verify'), showVerified);

  if (isLoading || verifying) return <PageSpinner />;
  // A logged-in user has nothing to do here, except right after registering (spec §2).
  if (user && !flags.registrationSuccess && registeredEmail === null && !leaving) {
    return <Navigate to={isSafeInternalPath(next) ? next : paths.home} replace />;
  }

  const selectTab = (value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('tab', value as AuthTab);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <main className="flex flex-col px-4 py-8 sm:px-8 lg:justify-center lg:px-16 lg:py-12">
        <div className="mx-auto w-full max-w-md">
          <BrandLink />
          <h1 className="mt-8 font-serif text-3xl font-semibold text-foreground">
            Votre espace de consultation
          </h1>
          <p className="mt-2 text-muted-foreground">
            Connectez-vous ou créez votre compte pour échanger avec votre conseillère IA.
          </p>

          <div className="mt-6 grid gap-3 empty:hidden">
            {flags.expired ? <SessionExpiredNotice /> : null}
            {flags.verified === true ? (
              <EmailVerifiedNotice already={flags.alreadyVerified} />
            ) : null}
            {flags.magicLinkInvalid ? <MagicLinkInvalidNotice /> : null}
          </div>

          <Tabs value={flags.tab} onValueChange={selectTab} className="mt-6">
            <TabsList aria-label="Connexion ou inscription">
              <TabsTrigger value="login">Connexion</TabsTrigger>
              <TabsTrigger value="register">Inscription</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="grid gap-5">
              {flags.verified === false ? <VerificationFailedNotice /> : null}
              <LoginForm
                onLoggedIn={(guestConversationId) => {
                  setLeaving(true);
                  navigate(
                    guestConversationId ? paths.conversation(guestConversationId) : destination,
                    { replace: true },
                  );
                }}
              />
            </TabsContent>
            <TabsContent value="register" className="grid gap-5">
              {registeredEmail !== null || flags.registrationSuccess ? (
                <RegistrationSuccessNotice email={registeredEmail} />
              ) : null}
              <RegisterForm
                onRegistered={(email) => {
                  setRegisteredEmail(email);
                  setCheckEmailOpen(true);
                  const success = new URLSearchParams({ registrationSuccess: 'true' });
                  if (destination !== paths.chat) success.set('next', destination);
                  navigate(`${paths.auth}?${success.toString()}`, { replace: true });
                }}
              />
            </TabsContent>
          </Tabs>
        </div>
      </main>
      <AuthMarketingPanel />
      {registeredEmail !== null ? (
        <CheckEmailDialog
          open={checkEmailOpen}
          onOpenChange={setCheckEmailOpen}
          email={registeredEmail}
          onAcknowledge={() => {
            setLeaving(true);
            navigate(destination);
          }}
        />
      ) : null}
    </div>
  );
}

/** One toast per verification outcome in the address, even under StrictMode's double effects. */
function useVerificationToast(verified: boolean | null, already: boolean) {
  const queryClient = useQueryClient();
  const shown = useRef<boolean | null>(null);
  useEffect(() => {
    if (verified === null || shown.current === verified) return;
    shown.current = verified;
    showVerificationResult(verified, already);
    // A cached user still says "unverified" and 0 messages: read it again (D1). A first
    // load already in flight started after the verification: let it finish, not restart.
    if (verified) {
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }, { cancelRefetch: false });
    }
  }, [verified, already, queryClient]);
}
