import type { Locale } from '../../../../shared/locale.js';
import { formatDay } from '../../../lib/format.js';
import type { Progress } from './api.js';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 28 };

/**
 * The mood line over the range: one point per day with a check-in (its average), joined across
 * the days without one. Drawn as plain SVG in the lazily loaded panel, so it adds nothing to the
 * page's first JavaScript. Decorative for assistive technology: the panel's summary and table say
 * the same in words.
 */
export function MoodChart({ daily, locale }: { daily: Progress['daily']; locale: Locale }) {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (daily.length <= 1 ? plotW / 2 : (i / (daily.length - 1)) * plotW);
  const y = (mood: number) => PAD.top + ((5 - mood) / 4) * plotH;
  const points = daily.flatMap((d, i) => (d.average_mood === null ? [] : [{ x: x(i), y: y(d.average_mood), d }]));
  const ticks = [0, Math.floor((daily.length - 1) / 2), daily.length - 1];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full"
      aria-hidden="true"
      focusable="false"
      data-testid="mood-chart"
    >
      {[1, 2, 3, 4, 5].map((mood) => (
        <g key={mood}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(mood)} y2={y(mood)} className="stroke-slate-200" />
          <text x={PAD.left - 8} y={y(mood) + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
            {mood}
          </text>
        </g>
      ))}
      {ticks.map((i) => (
        <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-600 text-[11px]">
          {formatDay(daily[i]!.date, locale)}
        </text>
      ))}
      {points.length > 1 && (
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          className="stroke-brand-700"
          strokeWidth={2}
          strokeLinejoin="round"
        />
      )}
      {points.map((p) => (
        <circle key={p.d.date} cx={p.x} cy={p.y} r={3.5} className="fill-brand-700" />
      ))}
    </svg>
  );
}
