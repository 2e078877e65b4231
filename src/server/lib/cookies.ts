/**
 * Every value the Cookie header gives this cookie name, URL-decoded (a value that does not decode
 * reads as ''). A header may carry one name more than once: the callers decide what that means.
 */
export function readCookieValues(cookieHeader: string | undefined, cookieName: string): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== cookieName) continue;
    values.push(safeDecode(part.slice(separator + 1).trim()));
  }
  return values;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
