import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { PatternText } from '../../../../shared/patterns.js';
import { formatScore } from '../../../../shared/screener.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../components/ui/cn.js';

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
  return (
    <Card className={cn('flex h-full flex-col gap-3 border-2', selected ? 'border-brand-600' : 'border-transparent')}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">{pattern.label}</h2>
        <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          {t('results.score', { score: formatScore(score) })}
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
      <button
        type="button"
        aria-pressed={selected}
        onClick={onToggle}
        className={cn(
          'mt-auto inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium',
          selected ? 'bg-brand-700 text-white' : 'border border-brand-700 text-brand-800 hover:bg-brand-50',
        )}
      >
        {selected && <Check aria-hidden size={16} />}
        {selected ? t('results.selected') : t('results.select')}
        <span className="sr-only">: {pattern.label}</span>
      </button>
    </Card>
  );
}
