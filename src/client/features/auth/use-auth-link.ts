import { useEffect, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

/** What a mailed link carries: a password reset, or the confirmation of a new account's email. */
export type AuthLink = { type: 'recovery' | 'signup'; token: string };

function parseAuthLink(hash: string): AuthLink | null {
  const params = new URLSearchParams(hash.slice(1));
  const type = params.get('type');
  if (type !== 'recovery' && type !== 'signup') return null;
  return { type, token: params.get('token') ?? '' };
}

/**
 * Mailed links land here as /auth#type=…&token=…: the token lives in the hash, so it never reaches
 * a server log or a Referer header. It is read once, then wiped from the address bar (and so from
 * the history and any later copy of the URL), keeping the path and the query. A link opened in a
 * tab already on /auth only changes the hash, so a new one replaces the last.
 */
export function useAuthLink(): AuthLink | null {
  // Whatever history state another page left is passed through untouched, never read.
  const location: Location<unknown> = useLocation();
  const navigate = useNavigate();
  const inAddressBar = parseAuthLink(location.hash);
  const [link, setLink] = useState(inAddressBar);
  if (inAddressBar && (inAddressBar.type !== link?.type || inAddressBar.token !== link.token)) setLink(inAddressBar);

  const hasLink = inAddressBar !== null;
  useEffect(() => {
    if (!hasLink) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
  }, [hasLink, navigate, location.pathname, location.search, location.state]);
  return inAddressBar ?? link;
}
