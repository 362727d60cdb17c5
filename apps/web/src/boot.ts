// The page's entry script (issue 15, decision 055). A page the server rendered already shows its
// text, so the app's code (main.tsx and the chunks it needs, ~100 KB brotli) is asked for only
// once that first frame is painted: fetched alongside the HTML it shares a phone's bandwidth with
// the page and holds back its first paint (and Lighthouse's simulation counts every request that
// finished before the paint as one the paint waited on). Any other page starts the app at once.
import './styles.css';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

if (document.getElementById('ssr-state') && document.visibilityState === 'visible') {
  // A frame callback runs just before the frame is painted; the task it queues, just after.
  requestAnimationFrame(() => setTimeout(start, 0));
  // A tab hidden meanwhile gets no frames: it starts anyway.
  setTimeout(start, 1_000);
} else {
  start();
}
