import './styles.css';
import { appendInSlices } from './lib/append-in-slices.js';

/**
 * The entry: the stylesheet, then the app (`app.tsx`, its chunks preloaded by the page's HTML)
 * once the browser has painted what the HTML already shows (the static first paint of /auth, see
 * src/client/first-paint.tsx), so evaluating the app's JavaScript never holds that paint back on a
 * slow phone. A tab opened in the background paints nothing: it starts at once.
 */
const start = () => {
  const loadApp = () => void import('./app.js');
  // A page with a static first paint gets its preloads now, once that paint is on screen
  // (src/server/page-html.ts), a few per task; the app is imported once they are all in the head,
  // so Vite's loader finds every chunk it needs already on its way.
  const preloads = document.getElementById('after-first-paint');
  if (preloads instanceof HTMLTemplateElement) appendInSlices([...preloads.content.children], loadApp);
  else loadApp();
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
