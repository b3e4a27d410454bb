import type { CareFigures } from '#shared/schemas/admin';
import { SectionCard } from '@/components/ui/section-card';
import { errorText } from '@/lib/error-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCareFigures } from '../api/admin-api';
import { dayLabel } from './business-figures';
import { BarChart, LineChart } from './charts';
import { ErrorLine } from './field';
import { PeriodPicker, usePeriod } from './period-picker';

const MEASURES = [
  { key: 'detection', label: 'Réponses d’aide' },
  { key: 'careMode', label: 'Modes d’aide ouverts ou prolongés' },
  { key: 'secondOpinion', label: 'Seconds avis' },
  { key: 'minor', label: 'Réponses aux mineurs' },
] as const;

/** The care layer at work over a period: how many, day by day; never a word of anyone. */
export function CareFiguresPage() {
  useDocumentTitle('Aide — Back-office');
  const [period, setPeriod] = usePeriod();
  const figures = useCareFigures(period);
  return (
    <>
      <div>
        <h1 className="font-serif text-3xl font-semibold text-foreground">Couche d’aide</h1>
        <p className="mt-2 text-muted-foreground">
          Combien de fois la couche d’aide a répondu, jour par jour. Des nombres seulement : aucun
          message, aucune conversation, aucune personne n’est visible ici.
        </p>
      </div>
      <PeriodPicker
        idPrefix="care"
        period={period}
        onChange={setPeriod}
        csv={{ path: '/api/admin/care.csv', name: 'aide' }}
      />
      {figures.isError ? (
        <ErrorLine message={errorText(figures.error)} />
      ) : figures.data ? (
        <Care f={figures.data} />
      ) : (
        <p className="text-sm text-muted-foreground">Chargement…</p>
      )}
    </>
  );
}

function Care({ f }: { f: CareFigures }) {
  return (
    <>
      <SectionCard id="aide-totaux" title="Sur la période">
        <BarChart
          caption="Réponses de la couche d’aide sur la période"
          header={['Mesure', 'Nombre']}
          rows={MEASURES.map((m) => ({
            label: m.label,
            value: f.totals[m.key],
            text: String(f.totals[m.key]),
          }))}
        />
      </SectionCard>
      {MEASURES.map((m) => (
        <SectionCard key={m.key} id={`aide-${m.key}`} title={`${m.label}, jour par jour`}>
          <LineChart
            caption={`${m.label} par jour`}
            header={['Jour', 'Nombre']}
            rows={f.days.map((d) => ({
              label: dayLabel(d.day),
              value: d[m.key],
              text: String(d[m.key]),
            }))}
          />
        </SectionCard>
      ))}
    </>
  );
}
