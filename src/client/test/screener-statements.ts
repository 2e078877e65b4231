import rawStatements from '../../../content/screener/items.json';
import type { SchemaKey } from '../../shared/patterns.js';
import { ScreenerStatementSchema, type ScreenerStatement } from '../../shared/schemas/responses.js';

/** The real reviewed statements of the given patterns, as `GET /api/screener` lists them. */
export function screenerStatements(patterns: SchemaKey[]): ScreenerStatement[] {
  return rawStatements
    .filter((item) => (patterns as string[]).includes(item.schema_key))
    .map(({ en, es, ...item }) => ScreenerStatementSchema.parse({ ...item, prompt: { en, es } }));
}
