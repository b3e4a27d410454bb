import { useState } from 'react';
import { figuresQuerySchema, type FiguresQuery } from '#shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api-client';
import { ErrorLine } from './field';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/** The period a screen shows, the current month to today at first. */
export function usePeriod() {
  return useState<FiguresQuery>(() => ({ from: firstOfMonth(), to: today() }));
}

/**
 * From and to, checked by the server's own schema before anything is asked:
 * the same French message on the screen as in the API's 400.
 */
export function PeriodPicker({
  idPrefix,
  period,
  onChange,
  csv,
}: {
  idPrefix: string;
  period: FiguresQuery;
  onChange: (period: FiguresQuery) => void;
  /** The CSV of the same figures: its API path and the file's name, without the period. */
  csv: { path: string; name: string };
}) {
  const [typed, setTyped] = useState(period);
  const [error, setError] = useState<string | undefined>();
  const [csvError, setCsvError] = useState<string | undefined>();
  const errorId = `${idPrefix}-period-error`;

  function checked(): FiguresQuery | null {
    const result = figuresQuerySchema.safeParse(typed);
    if (result.success) {
      setError(undefined);
      return result.data;
    }
    setError(result.error.issues[0]?.message ?? 'Période invalide.');
    return null;
  }

  async function downloadCsv() {
    setCsvError(undefined);
    const chosen = checked();
    if (!chosen) return;
    const res = await fetch(`${csv.path}?${new URLSearchParams(chosen).toString()}`, {
      headers: { authorization: `Bearer ${api.getAccessToken() ?? ''}` },
    });
    if (!res.ok) {
      setCsvError('Le fichier n’a pas pu être préparé. Réessayez.');
      return;
    }
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `${csv.name}-${chosen.from}-${chosen.to}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <>
      <form
        noValidate
        aria-label="Période"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = checked();
          if (chosen) onChange(chosen);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-from`}>Du</Label>
          <Input
            id={`${idPrefix}-from`}
            type="date"
            value={typed.from}
            {...invalid}
            onChange={(event) => setTyped({ ...typed, from: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${idPrefix}-to`}>Au (inclus)</Label>
          <Input
            id={`${idPrefix}-to`}
            type="date"
            value={typed.to}
            {...invalid}
            onChange={(event) => setTyped({ ...typed, to: event.target.value })}
          />
        </div>
        <Button type="submit">Afficher</Button>
        <Button type="button" variant="outline" onClick={() => void downloadCsv()}>
          Exporter en CSV
        </Button>
      </form>
      <ErrorLine id={errorId} message={error} />
      <ErrorLine message={csvError} />
    </>
  );
}
