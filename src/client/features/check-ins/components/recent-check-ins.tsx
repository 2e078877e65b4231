import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { useLocalizedPath } from '../../../lib/use-locale.js';
import { checkInsQuery, RECENT_PAGE_SIZE } from '../api.js';
import { CheckInEntry } from './check-in-entry.js';

export function RecentCheckIns() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { data, isPending } = useQuery(checkInsQuery(1, RECENT_PAGE_SIZE));
  const listRef = useRef<HTMLUListElement>(null);
  const hintId = useId();
  const more = useMoreBelow(listRef, data);
  return (
    <section aria-labelledby="recent-check-ins" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="recent-check-ins" className="text-xl font-semibold">
          {t('checkIn.recent')}
        </h2>
        {data && data.total > 0 && (
          <Link to={localize('/check-in/history')} className="text-sm text-brand-700 underline underline-offset-2">
            {t('checkIn.viewAll')}
          </Link>
        )}
      </div>
      {isPending && <p role="status">{t('common.loading')}</p>}
      {data?.items.length === 0 && <p className="text-slate-700">{t('checkIn.empty')}</p>}
      {data && data.items.length > 0 && (
        <div>
          <div className="relative">
            <ul
              ref={listRef}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be reachable by keyboard
              tabIndex={0}
              aria-label={t('checkIn.recent')}
              aria-describedby={more ? hintId : undefined}
              data-more-below={more || undefined}
              className="max-h-[400px] space-y-3 overflow-y-auto rounded-lg pr-1"
            >
              {data.items.map((checkIn) => (
                <li key={checkIn.id}>
                  <CheckInEntry checkIn={checkIn} onDeleted={() => listRef.current?.focus()} />
                </li>
              ))}
            </ul>
            {more && (
              // The fade says the list goes on below its edge; the hint under it says so in words.
              <div
                aria-hidden
                className="pointer-events-none absolute inset-x-0 bottom-0 h-16 rounded-b-lg bg-gradient-to-t from-slate-50 to-transparent"
              />
            )}
          </div>
          {more && (
            <p id={hintId} className="flex items-center justify-center gap-1 pt-2 text-sm text-slate-700">
              <ChevronDown aria-hidden className="size-4" />
              {t('checkInFollowUp.scrollHint')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Whether the scroll area holds more than it shows below its bottom edge: read on scroll, on a
 * resize of the area and whenever its entries change. False once the end is reached.
 */
function useMoreBelow(ref: RefObject<HTMLElement | null>, content: unknown) {
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    setMore(element ? element.scrollTop + element.clientHeight < element.scrollHeight - 4 : false);
  }, [ref]);
  useEffect(() => {
    const element = ref.current;
    measure();
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    for (const child of Array.from(element.children)) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure, content]);
  return more;
}
