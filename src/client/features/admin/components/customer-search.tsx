import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCustomerSearch } from '../api/admin-api';
import { adminPaths } from '../utils/admin-paths';
import { planLabel } from '../utils/format';

/** Customers: by part of an e-mail or a name, or an id; the newest accounts before anything is typed. */
export function CustomerSearch() {
  useDocumentTitle('Clients — Back-office');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const search = useCustomerSearch(q);
  const users = search.data?.users ?? [];

  return (
    <>
      <h1 className="font-serif text-3xl font-semibold text-foreground">Clients</h1>
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(typed.trim() ? { q: typed.trim() } : {});
        }}
      >
        <div className="grid flex-1 gap-2">
          <Label htmlFor="admin-search">E-mail, prénom, nom ou numéro de client</Label>
          <Input
            id="admin-search"
            type="search"
            value={typed}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit">Rechercher</Button>
      </form>
      <div aria-live="polite" className="text-sm text-muted-foreground">
        {search.isError
          ? null
          : search.isPending
            ? 'Recherche…'
            : q
              ? `${users.length} client${users.length > 1 ? 's' : ''} pour « ${q} »`
              : 'Les derniers comptes créés'}
      </div>
      {search.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorText(search.error)}
        </p>
      ) : null}
      {users.length > 0 ? (
        <ul className="grid gap-2" aria-label="Résultats">
          {users.map((u) => (
            <li key={u.id}>
              <Link
                to={adminPaths.customer(u.id)}
                className="grid gap-1 rounded-xl border border-border bg-card p-4 shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:grid-cols-[minmax(0,2fr)_1fr_1fr] sm:items-center"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-all text-foreground">{u.email}</span>
                  <span className="block text-sm text-muted-foreground">
                    n° {u.id} · {u.firstName}
                    {u.isVerified ? '' : ' · adresse non vérifiée'}
                    {u.suspended ? ' · suspendu' : ''}
                  </span>
                </span>
                <span className="text-sm">Forfait {planLabel(u.plan)}</span>
                <span className="text-sm">
                  {u.messagesRemaining} message{u.messagesRemaining > 1 ? 's' : ''} restant
                  {u.messagesRemaining > 1 ? 's' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
