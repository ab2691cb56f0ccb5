import { useEffect, useEffectEvent, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/**
 * A bar chart of amounts over time with uPlot (decisions §50: small, canvas, made for time series), sized to its
 * box. Decorative for assistive technology: the figures are in the table beside it (aria-hidden here).
 * `x` are instants in seconds, `y` amounts in cents; `money` formats an axis value.
 */
export function TimeBars({
  x,
  y,
  money,
  time,
  label,
  step,
}: {
  /** Seconds between two bars: 3600 for hours, 86400 for days. */
  step: number;
  x: number[];
  y: number[];
  money: (value: number) => string;
  time: (seconds: number) => string;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The chart is rebuilt when its data changes, not when the caller's formatters change identity.
  const data = `${label}|${x.join(',')}|${y.join(',')}`;
  const build = useEffectEvent((element: HTMLDivElement, width: number) => {
    const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
    return new uPlot(
      {
        width,
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          // Half a step either side of the first and last bar, so one bar is not stretched across the chart.
          x: { time: false, range: () => [(x[0] ?? 0) - step / 2, (x.at(-1) ?? 0) + step / 2] },
          y: { range: (_u, min, max) => [Math.min(0, min), Math.max(1, max) * 1.1] },
        },
        axes: [
          {
            // A label under the bars only, as many as fit (about one per 80 px).
            splits: (u) => {
              const fit = Math.max(1, Math.floor(u.bbox.width / devicePixelRatio / 80));
              const every = Math.max(1, Math.ceil(x.length / fit));
              return x.filter((_value, index) => index % every === 0);
            },
            values: (_u, ticks) => ticks.map((tick) => time(tick)),
            stroke: '#475569',
            grid: { show: false },
            size: 36,
          },
          { values: (_u, ticks) => ticks.map((tick) => money(tick)), stroke: '#475569', size: 90 },
        ],
        series: [{}, { label, fill: '#0369a1', stroke: '#0369a1', paths: bars, points: { show: false } }],
      },
      [x, y],
      element,
    );
  });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(200, element.clientWidth);
    const plot = build(element, width());
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 220 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [data]);
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}

/** Horizontal bars by name (drawn with HTML; the table carries the figures): `percent` 0..100 per row. */
export function NameBars({ rows }: { rows: { key: string; label: string; percent: number; text: string }[] }) {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-2">
      {rows.map((row) => (
        <li key={row.key} className="grid grid-cols-[minmax(6rem,12rem)_1fr] items-center gap-3 text-sm">
          <span className="truncate" title={row.label}>
            {row.label}
          </span>
          <span className="flex items-center gap-2">
            <span className="h-4 rounded-sm bg-sky-700" style={{ width: `${row.percent}%` }} />
            <span className="whitespace-nowrap text-ink-muted">{row.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
