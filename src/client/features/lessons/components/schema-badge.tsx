import { schemaNamesMatch } from '../../../../shared/lessons.js';
import { cn } from '../../../components/ui/cn.js';

/**
 * Spec section 3: the badge has its own colour for Abandonment, Mistrust, Deprivation,
 * Defectiveness, Isolation and Standards, and a default style for every other pattern. Each pair
 * keeps at least 7:1 contrast, so the small badge text stays readable.
 */
const BADGE_STYLES: [schemaType: string, className: string][] = [
  ['Abandonment', 'border-rose-200 bg-rose-50 text-rose-900'],
  ['Mistrust', 'border-amber-200 bg-amber-50 text-amber-900'],
  ['Deprivation', 'border-sky-200 bg-sky-50 text-sky-900'],
  ['Defectiveness', 'border-violet-200 bg-violet-50 text-violet-900'],
  ['Isolation', 'border-teal-200 bg-teal-50 text-teal-900'],
  ['Standards', 'border-orange-200 bg-orange-50 text-orange-900'],
];
const DEFAULT_STYLE = 'border-slate-200 bg-slate-100 text-slate-800';

/** The colour classes of a lesson's schema_type (matched like the priority rule: either name contains the other). */
export function badgeStyle(schemaType: string): string {
  return BADGE_STYLES.find(([name]) => schemaNamesMatch(schemaType, name))?.[1] ?? DEFAULT_STYLE;
}

/** The lesson's pattern, coloured by its schema_type and labelled in the page's language. */
export function SchemaBadge({ schemaType, label }: { schemaType: string; label: string }) {
  return (
    <span
      data-schema-type={schemaType}
      className={cn('inline-block rounded-full border px-3 py-0.5 text-xs font-semibold', badgeStyle(schemaType))}
    >
      {label}
    </span>
  );
}
