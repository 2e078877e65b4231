import { Angry, Frown, Laugh, Meh, Smile } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.js';

const faces = [Angry, Frown, Meh, Smile, Laugh];
export type MoodLevel = 1 | 2 | 3 | 4 | 5;

/** Five faces from sad to happy, the chosen one in colour; read out as its label. */
export function MoodFaces({ mood }: { mood: number }) {
  const { t } = useTranslation();
  const label = t(`checkIn.moodLabels.${mood as MoodLevel}`);
  return (
    <span role="img" aria-label={t('checkIn.moodAria', { label })} className="inline-flex gap-1">
      {faces.map((Face, index) => (
        <Face
          key={index}
          aria-hidden
          size={18}
          className={cn(index + 1 === mood ? 'text-brand-700' : 'text-slate-300')}
          strokeWidth={index + 1 === mood ? 2.5 : 1.5}
        />
      ))}
    </span>
  );
}
