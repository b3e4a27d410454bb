import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { LegacyHomeRedirect } from './routes/legacy-home-redirect';

// One lazy chunk per screen of spec §2 keeps the first download small.
const Home = lazy(() => import('./routes/home'));
const Auth = lazy(() => import('./routes/auth'));
const Chat = lazy(() => import('./routes/chat'));
const Subscription = lazy(() => import('./routes/subscription'));
const Profile = lazy(() => import('./routes/profile'));
const StripePayment = lazy(() => import('./routes/stripe-payment'));
const SetPassword = lazy(() => import('./routes/set-password'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const BrevoTest = lazy(() => import('./routes/brevo-test'));
const MagicLinkTest = lazy(() => import('./routes/magic-link-test'));
const MagicLink = lazy(() => import('./routes/magic-link'));
const EmailRevert = lazy(() => import('./routes/email-revert'));
const Cgu = lazy(() => import('./routes/cgu'));
const LegalNotice = lazy(() => import('./routes/mentions-legales'));
const Privacy = lazy(() => import('./routes/politique-confidentialite'));
const Contact = lazy(() => import('./routes/contact'));
const AboutPersona = lazy(() => import('./routes/qui-est-celeste'));
const NotFound = lazy(() => import('./routes/not-found'));

/**
 * The app's router. Made by main.tsx once the address is clean: it reads the
 * location when created, and a one-time code must never reach a route (ADR 008).
 */
export function createAppRouter() {
  const router = createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: paths.home, element: <Home /> },
        { path: paths.legacyHome, element: <LegacyHomeRedirect /> },
        { path: paths.auth, element: <Auth /> },
        {
          element: <ProtectedRoute />,
          children: [
            { path: paths.chat, element: <Chat /> },
            { path: `${paths.chat}/:id`, element: <Chat /> },
            { path: paths.subscription, element: <Subscription /> },
            { path: paths.stripePayment, element: <StripePayment /> },
          ],
        },
        // Not behind ProtectedRoute: a visitor sees "Accès non autorisé" instead (spec §6).
        { path: paths.profile, element: <Profile /> },
        { path: paths.setPassword, element: <SetPassword /> },
        { path: '/reset-password/:token', element: <ResetPassword /> },
        { path: '/reset-password/:token/:conversationId', element: <ResetPassword /> },
        { path: paths.brevoTest, element: <BrevoTest /> },
        { path: paths.magicLinkTest, element: <MagicLinkTest /> },
        { path: paths.magicLink, element: <MagicLink /> },
        { path: paths.emailRevert, element: <EmailRevert /> },
        { path: paths.cgu, element: <Cgu /> },
        { path: paths.legalNotice, element: <LegalNotice /> },
        { path: paths.privacy, element: <Privacy /> },
        { path: paths.contact, element: <Contact /> },
        { path: paths.aboutPersona, element: <AboutPersona /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);

  // The API client's session-expiry redirect goes through the router (see lib/navigation.ts).
  setNavigator((url) => void router.navigate(url, { replace: true }));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
