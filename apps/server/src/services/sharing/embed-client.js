// The embed widget's only script (served as /embed/embed.js, no build step, no dependencies):
// follows the campaign's live donations (GET /api/campaigns/:id/events, the stream the campaign
// page uses) and, after each, reads this card again from the server and redraws what changed —
// the raised amount, the bar, the donor count, the matching round's estimate — in the card's own
// language and number format (issue 43), as the server writes them. Without it the card still
// shows the figures of the moment it was loaded.
(() => {
  const card = document.querySelector('[data-campaign-id]');
  if (!card || typeof EventSource === 'undefined') return;
  const { campaignId } = card.dataset;

  // Asked again after each gift, the last answer winning.
  let asked = 0;
  const redraw = async () => {
    const ask = ++asked;
    try {
      const response = await fetch(location.href, { cache: 'no-store' });
      if (!response.ok) return;
      const fresh = new DOMParser()
        .parseFromString(await response.text(), 'text/html')
        .querySelector('[data-campaign-id]');
      if (!fresh || ask !== asked) return;
      const live = card.querySelectorAll('[data-live]');
      fresh.querySelectorAll('[data-live]').forEach((part, index) => {
        if (live[index]) live[index].innerHTML = part.innerHTML;
      });
      const bar = card.querySelector('[role="progressbar"]');
      const freshBar = fresh.querySelector('[role="progressbar"]');
      if (bar && freshBar) {
        for (const name of ['aria-valuenow', 'aria-label'])
          bar.setAttribute(name, freshBar.getAttribute(name) ?? '');
        // The fill's width moves (with its transition) rather than being replaced.
        const fill = bar.firstElementChild;
        const width = freshBar.firstElementChild?.style.width;
        if (fill && width) fill.style.width = width;
      }
    } catch {
      // The figures of the last answer stay.
    }
  };

  const source = new EventSource(`/api/campaigns/${campaignId}/events`);
  source.addEventListener('donation', () => {
    redraw();
  });
})();
