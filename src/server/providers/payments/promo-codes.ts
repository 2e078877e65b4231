/** Comma list `CODE=percent` (PROMO_CODES) -> `{ CODE: percent }`; throws naming the first bad entry. */
export function parsePromoCodes(value: string): Record<string, number> {
  const codes: Record<string, number> = {};
  if (value.trim().toLowerCase() === 'none') return codes;
  for (const entry of value.split(',')) {
    const match = /^\s*([A-Za-z0-9_-]{1,40})\s*=\s*(\d{1,3})\s*$/.exec(entry);
    const percent = match ? Number(match[2]) : NaN;
    if (!match || percent < 1 || percent > 100) {
      throw new Error(`"${entry.trim()}" is not CODE=percent (letters, digits, - and _; 1-100)`);
    }
    codes[match[1]!.toUpperCase()] = percent;
  }
  return codes;
}
