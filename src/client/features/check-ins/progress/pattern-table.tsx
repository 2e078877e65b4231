import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaKey } from '../../../../shared/patterns.js';
import { cn } from '../../../components/ui/cn.js';
import { usePatternContent } from '../../../lib/content.js';

export type PatternTableColumn = { key: string; header: ReactNode; className?: string };
export type PatternTableRow = {
  schema_key: SchemaKey;
  core?: boolean;
  cells: { key: string; value: ReactNode; className?: string }[];
};

const looks = {
  // The progress panel on screen: compact, the numbers centred, "core" as a badge.
  panel: {
    table: 'min-w-full border-collapse text-sm',
    header: 'p-2 text-left font-medium',
    rowHeader: 'p-2 text-left font-normal',
    cell: 'p-2 text-center tabular-nums',
    core: 'ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800',
  },
  // The printable summary: full width, and "core" in plain words, since paper drops backgrounds.
  document: {
    table: 'w-full border-collapse text-left',
    header: 'p-2',
    rowHeader: 'p-2 font-normal',
    cell: 'p-2 tabular-nums',
    core: 'ml-2 text-sm text-slate-700',
  },
};

/**
 * One row per pattern, its name as the row header (with the core mark), then the given columns:
 * the scores and totals of the summary, and the weekly counts of the progress panel.
 */
export function PatternTable({
  columns,
  rows,
  look,
}: {
  columns: PatternTableColumn[];
  rows: PatternTableRow[];
  look: keyof typeof looks;
}) {
  const { t } = useTranslation();
  const patterns = usePatternContent();
  const style = looks[look];
  const core = look === 'document' ? `(${t('progress.core')})` : t('progress.core');
  return (
    <table className={style.table}>
      <thead>
        <tr>
          <th scope="col" className={style.header}>
            {t('progress.pattern')}
          </th>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.className ?? style.header}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.schema_key} className="border-t border-slate-200">
            <th scope="row" className={style.rowHeader}>
              {patterns[row.schema_key].label}
              {row.core && <span className={style.core}>{core}</span>}
            </th>
            {row.cells.map((cell) => (
              <td key={cell.key} className={cn(style.cell, cell.className)}>
                {cell.value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
