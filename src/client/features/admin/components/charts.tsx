import { useId } from 'react';

/**
 * Charts drawn as plain SVG (no chart library in the back office's chunk).
 * The drawing is for the eyes: a screen reader gets the same figures as a
 * table beside it, so the SVG itself is hidden from assistive technology.
 */
export interface ChartRow {
  label: string;
  value: number;
  /** The figure as a person reads it (« 39,00 € · 1 paiement »). */
  text: string;
}

function ChartTable({
  caption,
  rows,
  header,
}: {
  caption: string;
  rows: ChartRow[];
  header: [string, string];
}) {
  return (
    // A table box ignores `overflow: hidden`: the wrapper hides it, or a phone scrolls sideways.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{header[0]}</th>
            <th scope="col">{header[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Horizontal bars: each bar's length is its share of the largest value, its figure beside it. */
export function BarChart({
  caption,
  rows,
  header,
}: {
  caption: string;
  rows: ChartRow[];
  header: [string, string];
}) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">Rien sur la période.</p>;
  }
  const max = Math.max(...rows.map((row) => row.value), 1);
  return (
    <figure className="grid gap-2" data-chart="bars">
      <ul aria-hidden="true" className="grid gap-3 text-sm">
        {rows.map((row) => (
          <li key={row.label} className="grid gap-1">
            <span className="flex justify-between gap-2">
              <span className="font-semibold">{row.label}</span>
              <span className="text-muted-foreground">{row.text}</span>
            </span>
            <svg
              focusable="false"
              className="h-2 w-full"
              viewBox="0 0 100 2"
              preserveAspectRatio="none"
            >
              <rect x="0" y="0" width="100" height="2" rx="1" className="fill-muted" />
              <rect
                x="0"
                y="0"
                width={row.value > 0 ? Math.max((row.value / max) * 100, 1) : 0}
                height="2"
                rx="1"
                className="fill-primary"
              />
            </svg>
          </li>
        ))}
      </ul>
      <ChartTable caption={caption} rows={rows} header={header} />
    </figure>
  );
}

/** A line over the days of the period, its lowest and highest values named under it. */
export function LineChart({
  caption,
  rows,
  header,
}: {
  caption: string;
  rows: ChartRow[];
  header: [string, string];
}) {
  const gradientId = useId();
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">Rien sur la période.</p>;
  }
  const width = 600;
  const height = 160;
  const max = Math.max(...rows.map((row) => row.value), 1);
  const step = rows.length > 1 ? width / (rows.length - 1) : 0;
  const line = rows
    .map((row, i) => {
      const x = rows.length > 1 ? i * step : width / 2;
      const y = height - 8 - (row.value / max) * (height - 16);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const area = `0,${height} ${line} ${width},${height}`;
  const first = rows[0]!;
  const last = rows[rows.length - 1]!;
  return (
    <figure className="grid gap-2" data-chart="line">
      <svg
        aria-hidden="true"
        focusable="false"
        className="h-40 w-full"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.25" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        <g className="text-primary">
          <polygon points={area} fill={`url(#${gradientId})`} />
          <polyline
            points={line}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
          />
        </g>
      </svg>
      <p aria-hidden="true" className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {first.label} : {first.text}
        </span>
        <span>
          {last.label} : {last.text}
        </span>
      </p>
      <ChartTable caption={caption} rows={rows} header={header} />
    </figure>
  );
}
