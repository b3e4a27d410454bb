import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { STAFF_ROLE_LABELS } from '#shared/staff-roles';
import { BrandLink } from '@/components/brand-link';
import { SimplePage } from '@/components/simple-page';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useUser } from '@/lib/session/current-user';
import { STAFF_ME_KEY, stepUpOf, useStaffMe } from '../api/admin-api';
import { adminPaths } from '../utils/admin-paths';
import { AdminHome } from './admin-home';
import { AuditLog } from './audit-log';
import { BusinessFiguresPage } from './business-figures';
import { CareFiguresPage } from './care-figures';
import { CustomerPage } from './customer-page';
import { CustomerSearch } from './customer-search';
import { SecurityPage, StepUpScreen } from './second-factor';
import { ServiceHealthPage } from './service-health';

/**
 * /admin (issue 40): the back office, for the operators and their support
 * staff. The server decides who enters; this screen only says so.
 */
export function AdminScreen() {
  const { user, isLoading } = useUser();
  const staff = useStaffMe(Boolean(user));
  useStepUpWatch();
  if (isLoading || (user && staff.isLoading)) return <PageSpinner />;
  const stepUp = stepUpOf(staff.error);
  if (user && stepUp) return <StepUpScreen step={stepUp} email={user.email} />;
  if (!user || !staff.data) {
    return (
      <SimplePage
        title="Accès réservé"
        icon={<ShieldCheck aria-hidden="true" />}
        actions={
          user ? (
            <Button asChild>
              <Link to={paths.chat}>Retour à mes consultations</Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to={`${paths.auth}?next=${encodeURIComponent(adminPaths.home)}`}>
                Se connecter
              </Link>
            </Button>
          )
        }
      >
        <p>Cet espace est réservé à l’équipe du service.</p>
      </SimplePage>
    );
  }
  return (
    <AdminFrame
      email={staff.data.email}
      role={STAFF_ROLE_LABELS[staff.data.role]}
      operator={staff.data.role === 'operator'}
    >
      <AdminPage role={staff.data.role} />
    </AdminFrame>
  );
}

/**
 * A back-office call answered « verify again » (the session's 30 idle
 * minutes or 12 hours are over) sends the whole screen to the code: the
 * caller's staff query is read again, and its 403 shows the code screen.
 */
function useStepUpWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown, key?: readonly unknown[]) => {
      if (stepUpOf(error) && key?.[0] !== STAFF_ME_KEY[0]) {
        void queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY });
      }
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        recheck(event.action.error, event.query.queryKey);
      }
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
}

function AdminPage({ role }: { role: 'operator' | 'support' }) {
  const { pathname } = useLocation();
  const customer = /^\/admin\/clients\/(\d{1,9})\/?$/.exec(pathname);
  if (customer) return <CustomerPage id={Number(customer[1])} role={role} />;
  if (/^\/admin\/clients\/?$/.test(pathname)) return <CustomerSearch />;
  if (/^\/admin\/journal\/?$/.test(pathname)) return <AuditLog />;
  if (/^\/admin\/securite\/?$/.test(pathname)) return <SecurityPage />;
  if (role === 'operator' && /^\/admin\/chiffres\/?$/.test(pathname)) {
    return <BusinessFiguresPage />;
  }
  if (role === 'operator' && /^\/admin\/service\/?$/.test(pathname)) return <ServiceHealthPage />;
  if (role === 'operator' && /^\/admin\/aide\/?$/.test(pathname)) return <CareFiguresPage />;
  if (/^\/admin\/?$/.test(pathname)) return <AdminHome role={role} />;
  return (
    <div className="grid gap-4">
      <h1 className="font-serif text-3xl font-semibold">Page introuvable</h1>
      <p className="text-muted-foreground">Cette page du back-office n’existe pas.</p>
    </div>
  );
}

const NAV = [
  { to: adminPaths.home, label: 'Accueil', end: true, operatorOnly: false },
  { to: adminPaths.customers, label: 'Clients', end: false, operatorOnly: false },
  { to: adminPaths.audit, label: 'Journal', end: true, operatorOnly: false },
  { to: adminPaths.figures, label: 'Chiffres', end: true, operatorOnly: true },
  { to: adminPaths.health, label: 'Service', end: true, operatorOnly: true },
  { to: adminPaths.care, label: 'Aide', end: true, operatorOnly: true },
  { to: adminPaths.security, label: 'Sécurité', end: true, operatorOnly: false },
];

/** Whether a menu entry is the page shown (the customers' entry covers a customer's page). */
const isCurrent = (pathname: string, item: (typeof NAV)[number]) =>
  item.end
    ? pathname.replace(/\/$/, '') === item.to
    : pathname === item.to || pathname.startsWith(`${item.to}/`);

function AdminFrame({
  email,
  role,
  operator,
  children,
}: {
  email: string;
  role: string;
  operator: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh bg-background">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-4 sm:px-8">
        <div className="flex items-center gap-3">
          <BrandLink />
          <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Back-office
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="break-all">{email}</span> · {role}
        </p>
        <nav aria-label="Back-office" className="w-full">
          <ul className="flex flex-wrap gap-2">
            {NAV.filter((item) => operator || !item.operatorOnly).map((item) => {
              const current = isCurrent(pathname, item);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold sm:h-9',
                      current
                        ? 'bg-primary text-primary-foreground'
                        : 'text-foreground hover:bg-muted',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 pb-16 sm:px-8">
        {children}
      </main>
    </div>
  );
}
