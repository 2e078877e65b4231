import './styles.css';

/**
 * The entry: the stylesheet, then the app (`app.tsx`, its chunks preloaded by the page's HTML)
 * once the browser has painted what the HTML already shows (the static first paint of /auth, see
 * src/client/first-paint.tsx), so evaluating the app's JavaScript never holds that paint back on a
 * slow phone. A tab opened in the background paints nothing: it starts at once.
 */
const start = () => {
  // A page with a static first paint gets its preloads now, once that paint is on screen (src/server/page-html.ts).
  const preloads = document.getElementById('after-first-paint');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  void import('./app.js');
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
