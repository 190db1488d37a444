const start = () => void import('./main.tsx');

/**
 * Paint first: a page prerendered at build time (`/auth`, `/dashboard`) shows before the app's
 * code is even asked for, and the app takes it over right after (main.tsx). The empty shell of the
 * other pages has nothing to paint, so the app starts at once there.
 */
if (document.getElementById('root')?.hasChildNodes()) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else {
  start();
}
