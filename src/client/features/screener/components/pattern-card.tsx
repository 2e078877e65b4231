import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { PatternText } from '../../../../shared/patterns.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../components/ui/cn.js';
import { formatDecimal } from '../../../lib/format.js';
import { useLocale } from '../../../lib/use-locale.js';

export function PatternCard({
  pattern,
  score,
  selected,
  onToggle,
}: {
  pattern: PatternText;
  score: number;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card className={cn('flex h-full flex-col gap-3 border-2', selected ? 'border-brand-600' : 'border-transparent')}>
      {/* On a narrow card the score chip wraps under the title instead of pushing past the card. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">{pattern.label}</h2>
        <span className="max-w-full rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          {t('results.score', { score: formatDecimal(Math.round(score * 10) / 10, locale) })}
        </span>
      </div>
      <p className="text-slate-800">{pattern.blurb}</p>
      <div>
        <p className="text-sm font-medium text-slate-700">{t('results.examples')}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {pattern.examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </div>
      <div className="mt-auto space-y-2">
        {selected && (
          <p className="flex items-center gap-1 text-sm font-semibold text-brand-800">
            <Check aria-hidden size={16} /> {t('results.selected')}
          </p>
        )}
        {/* A toggle keeps one name, what it shows ("Choose Abandonment"); aria-pressed tells whether it is on. */}
        <button
          type="button"
          aria-pressed={selected}
          onClick={onToggle}
          className={cn(
            'inline-flex w-full items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium',
            selected ? 'bg-brand-700 text-white' : 'border border-brand-700 text-brand-800 hover:bg-brand-50',
          )}
        >
          {t('results.select', { pattern: pattern.label })}
        </button>
      </div>
    </Card>
  );
}
