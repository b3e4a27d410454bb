import { useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { lazyScreen, type LazyScreen } from '@/lib/lazy-screen';
import { setNavigator } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';
import { LegacyHomeRedirect } from './routes/legacy-home-redirect';

// One lazy chunk per screen of spec §2 keeps the first download small.
const Home = lazyScreen(() => import('./routes/home'));
const Auth = lazyScreen(() => import('./routes/auth'));
const Chat = lazyScreen(() => import('./routes/chat'));
const Subscription = lazyScreen(() => import('./routes/subscription'));
const Profile = lazyScreen(() => import('./routes/profile'));
const StripePayment = lazyScreen(() => import('./routes/stripe-payment'));
const SetPassword = lazyScreen(() => import('./routes/set-password'));
const ResetPassword = lazyScreen(() => import('./routes/reset-password'));
const BrevoTest = lazyScreen(() => import('./routes/brevo-test'));
const MagicLinkTest = lazyScreen(() => import('./routes/magic-link-test'));
const MagicLink = lazyScreen(() => import('./routes/magic-link'));
const EmailRevert = lazyScreen(() => import('./routes/email-revert'));
const Cgu = lazyScreen(() => import('./routes/cgu'));
const LegalNotice = lazyScreen(() => import('./routes/mentions-legales'));
const Privacy = lazyScreen(() => import('./routes/politique-confidentialite'));
const Contact = lazyScreen(() => import('./routes/contact'));
const AboutPersona = lazyScreen(() => import('./routes/qui-est-celeste'));
const NotFound = lazyScreen(() => import('./routes/not-found'));

/** The screens the build prerenders (scripts/build-client.mjs), loaded before they hydrate. */
export const prerenderedScreens: Readonly<Record<string, LazyScreen>> = {
  [paths.home]: Home,
  [paths.auth]: Auth,
};

/** Every screen, by address: AppRoutes renders it in the browser and in the build's prerender. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <Home /> },
      { path: paths.legacyHome, element: <LegacyHomeRedirect /> },
      { path: paths.auth, element: <Auth /> },
      {
        // A conversation draws its frame, header and composer while the session loads.
        element: <ProtectedRoute drawWhileLoading />,
        children: [{ path: `${paths.chat}/:id`, element: <Chat /> }],
      },
      {
        element: <ProtectedRoute />,
        children: [
          { path: paths.chat, element: <Chat /> },
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
];

/**
 * The screen for the current address, inside a BrowserRouter (main.tsx) or the
 * build's StaticRouter (prerender.tsx). Declarative routing, not a data router:
 * no screen loads data through the router, and the data router's code was 15 KB
 * (Brotli) of every first visit's download (issue 12).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const screen = useRoutes(appRoutes);
  useNavigatorForOutsideReact();
  // A new address gets a new chance: the error was its screen's.
  return <RouteErrorBoundary resetKey={pathname}>{screen}</RouteErrorBoundary>;
}

/** The API client's session-expiry redirect goes through the router (see lib/navigation.ts). */
function useNavigatorForOutsideReact() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((url) => void navigate(url, { replace: true })), [navigate]);
}
