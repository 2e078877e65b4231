import './styles.css';

/**
 * The entry: the stylesheet, then the app (`app.tsx`, its chunks preloaded by the page's HTML)
 * once the browser has painted what the HTML already shows (the static first paint of /auth, see
 * src/client/first-paint.tsx), so evaluating the app's JavaScript never holds that paint back on a
 * slow phone. A tab opened in the background paints nothing: it starts at once.
 */
const start = () => void import('./app.js');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
