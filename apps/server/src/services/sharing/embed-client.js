// The embed widget's only script (served as /embed/embed.js, no build step, no dependencies):
// follows the campaign's live donations (GET /api/campaigns/:id/events, the stream the campaign
// page uses) and redraws the raised amount, the bar and the donor count, and asks the campaign's
// matching round for its new estimated match (GET /api/campaigns/:id/rounds). Without it the card
// still shows the figures of the moment it was loaded.
(() => {
  const card = document.querySelector('[data-campaign-id]');
  if (!card || typeof EventSource === 'undefined') return;
  const { campaignId, goal, currency } = card.dataset;
  const defaultPlaces = Number(card.dataset.places);

  /** Amount with thousands separators and `places` decimals, rounded half up on the string
   *  (the same rule as formatAmount in packages/shared/src/format.ts). */
  const formatAmount = (value, places = defaultPlaces) => {
    const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
    if (!match) return value;
    const fraction = match[2] ?? '';
    let scaled = BigInt(match[1] + fraction.padEnd(places, '0').slice(0, places));
    if ((fraction[places] ?? '0') >= '5') scaled += 1n;
    const text = scaled.toString().padStart(places + 1, '0');
    const whole = text.slice(0, text.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return places > 0 ? `${whole}.${text.slice(text.length - places)}` : whole;
  };
  const units = (value) => {
    const [whole, fraction = ''] = value.split('.');
    return BigInt(whole + fraction.padEnd(18, '0').slice(0, 18));
  };
  const percentOf = (raised) => {
    const goalUnits = units(goal);
    if (goalUnits === 0n) return 0;
    return Math.min(100, Number((units(raised) * 10000n) / goalUnits) / 100);
  };
  const set = (selector, text) => {
    const node = card.querySelector(selector);
    if (node) node.textContent = text;
  };

  // A gift moves the round's estimate: asked again after each, the last answer winning.
  const roundLine = card.querySelector('[data-round-id]');
  let asked = 0;
  const refreshMatch = async () => {
    const ask = ++asked;
    try {
      const response = await fetch(`/api/campaigns/${campaignId}/rounds`);
      const { items } = await response.json();
      const round = items.find((item) => String(item.roundId) === roundLine.dataset.roundId);
      if (round && ask === asked)
        set('[data-round-match]', `${formatAmount(round.match, 2)} ${round.token.symbol}`);
    } catch {
      // The figure of the last answer stays.
    }
  };

  const source = new EventSource(`/api/campaigns/${campaignId}/events`);
  source.addEventListener('donation', (message) => {
    try {
      const { campaign } = JSON.parse(message.data);
      const percent = percentOf(campaign.raisedAmount);
      set('[data-raised]', `${formatAmount(campaign.raisedAmount)} ${currency}`);
      set('[data-percent]', `${Math.floor(percent)}% funded`);
      set('[data-donors]', `${campaign.donorCount} ${campaign.donorCount === 1 ? 'donor' : 'donors'}`);
      const bar = card.querySelector('[role="progressbar"]');
      bar?.setAttribute('aria-valuenow', String(Math.floor(percent)));
      bar?.setAttribute('aria-label', `${Math.floor(percent)}% of the goal raised`);
      const fill = bar?.firstElementChild;
      if (fill) fill.style.width = `${percent}%`;
      if (roundLine) refreshMatch();
    } catch {
      // An unreadable event changes nothing; the next one carries the totals again.
    }
  });
})();
