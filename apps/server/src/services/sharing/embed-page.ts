import { readFileSync } from 'node:fs';
import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { CampaignRound } from '@crowdvault/shared/api/rounds';
import type { EmbedTheme } from '@crowdvault/shared/embed';
import { displayPlaces } from '@crowdvault/shared/format';
import { formatAmount, formatCount } from '@crowdvault/shared/i18n/format';
import { dirOf, type Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { escapeHtmlText as escapeHtml } from '@crowdvault/shared/page-head';
import { acceptsDonations } from '../campaigns/accepts-donations';
import { progressPercent } from './og-image';

/** The widget's script, read once (about 2 KB; gzipped under 1 KB). */
export const EMBED_SCRIPT = readFileSync(new URL('./embed-client.js', import.meta.url), 'utf8');
export const EMBED_SCRIPT_PATH = '/embed/embed.js';

/** Why a campaign takes no donation now, in the widget's words. */
function closedLabel(campaign: Pick<Campaign, 'status' | 'daysLeft'>, locale: Locale): string {
  if (campaign.status === 'completed') return mailText(locale, 'Completed · View campaign');
  if (campaign.status === 'paused') return mailText(locale, 'Paused · View campaign');
  if (campaign.daysLeft <= 0) return mailText(locale, 'Ended · View campaign');
  return mailText(locale, 'Not accepting donations · View campaign');
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;background:transparent}
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2030}
.card{display:flex;flex-direction:column;gap:8px;max-width:420px;padding:14px;border:1px solid #e3e4ee;border-radius:14px;background:#fff}
.brand{display:flex;align-items:center;gap:6px;font-weight:700;font-size:13px;color:#1b2030;text-decoration:none}
.brand b{color:#4f46e5}
h1{margin:0;font-size:17px;line-height:1.3;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
h1 a{color:inherit;text-decoration:none}
h1 a:hover{text-decoration:underline}
.raised{margin:0}
.raised strong{font-size:19px}
.raised span,.meta{color:#5f6577;font-size:13px}
.meta{margin:0}
.bar{height:10px;border-radius:999px;background:#e6e7f2;overflow:hidden}
.bar>div{height:100%;border-radius:999px;background:linear-gradient(90deg,#4f46e5,#22b98b);transition:width .4s}
.match{margin:0;padding:6px 10px;border-radius:10px;background:#eef0fd;font-size:13px}
.match strong{white-space:nowrap}
.donate{display:block;text-align:center;padding:10px 14px;border-radius:10px;background:#4f46e5;color:#fff;font-weight:600;text-decoration:none}
.donate:hover{background:#4338ca}
.donate.closed{background:#eef0f6;color:#1b2030}
.donate:focus-visible,h1 a:focus-visible,.brand:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
`;

const DARK_STYLE = `
body{color:#eef0f8}.card{background:#1b1f2e;border-color:#2f3447}.brand{color:#eef0f8}.brand b{color:#8b85f5}
.raised span,.meta{color:#a3a8bb}.bar{background:#2f3447}.match{background:#262a45}.donate.closed{background:#2f3447;color:#eef0f8}
.donate:focus-visible,h1 a:focus-visible,.brand:focus-visible{outline-color:#8b85f5}
`;

/** The page's style for a theme. Light unless asked: the frame's `prefers-color-scheme` is the
 *  visitor's system in most browsers, not the host page's, so a dark card appeared on light
 *  sites. No `color-scheme` is declared: one that differs from the host page's would make the
 *  browser paint the frame's corners opaque. */
function themeStyle(theme: EmbedTheme): string {
  if (theme === 'dark') return STYLE + DARK_STYLE;
  if (theme === 'auto') return `${STYLE}@media (prefers-color-scheme:dark){${DARK_STYLE}}`;
  return STYLE;
}

/** The matching round the card names: the campaign's latest one it is not excluded from, once its
 *  donation window has opened (before that there is no match to show). */
export function embedRound(rounds: CampaignRound[]): CampaignRound | null {
  return (
    rounds.find((round) => !round.excluded && round.phase !== 'upcoming' && round.phase !== 'applications') ??
    null
  );
}

/** The card's line on a matching round (decision 143): its estimated match while gifts are matched
 *  and counted, the published match after. */
function roundLine(round: CampaignRound, locale: Locale): string {
  const estimated = round.phase === 'donations' || round.phase === 'counting';
  const label = estimated
    ? mailText(locale, 'Matching round {name} · estimated match', { name: round.name })
    : mailText(locale, 'Matching round {name} · match', { name: round.name });
  const match = formatAmount(round.match, round.token.symbol, locale, 2);
  return `<p class="match" data-live>${escapeHtml(label)} <strong>${escapeHtml(match)}</strong></p>`;
}

/**
 * The embeddable card of `/embed/campaign/:id`: title, raised of goal, the bar, donors and time
 * left, the campaign's match in a matching round, and Donate (or why not) opening the campaign
 * page in a new tab. Plain HTML rendered here with every value escaped, its style inline, one
 * small script for live totals: no web-app bundle, no wallet code. `theme` is the URL's `?theme=`
 * (light, dark or auto); `locale` its `?lang=` (the host page's language), else the visitor's
 * (issue 43). What changes as gifts land is marked `data-live`: the script redraws those parts
 * from this same page, so the live figures are written the same way as the first.
 */
export function renderEmbedPage(
  campaign: Campaign,
  campaignUrl: string,
  theme: EmbedTheme = 'light',
  round: CampaignRound | null = null,
  locale: Locale = 'en',
): string {
  const places = displayPlaces(campaign.currency);
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  const whole = Math.floor(percent);
  const open = acceptsDonations(campaign);
  const count = (value: number) => formatCount(value, locale);
  const time =
    campaign.daysLeft > 0
      ? mailText(locale, '{days, plural, one {{count} day left} other {{count} days left}}', {
          days: campaign.daysLeft,
          count: count(campaign.daysLeft),
        })
      : mailText(locale, 'Ended');
  const donors = mailText(locale, '{donors, plural, one {{count} donor} other {{count} donors}}', {
    donors: campaign.donorCount,
    count: count(campaign.donorCount),
  });
  const raised = formatAmount(campaign.raisedAmount, campaign.currency, locale, places);
  const goal = formatAmount(campaign.goalAmount, campaign.currency, locale, places);
  const funded = mailText(locale, '{percent}% funded', { percent: count(whole) });
  const url = escapeHtml(campaignUrl);
  const title = escapeHtml(campaign.title);
  const link = (className: string, body: string) =>
    `<a class="${className}" href="${url}" target="_blank" rel="noopener">${body}</a>`;
  return `<!doctype html>
<html lang="${locale}" dir="${dirOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · CrowdVault</title>
<style>${themeStyle(theme)}</style>
</head>
<body>
<main class="card" data-campaign-id="${campaign.id}">
${link('brand', '<span dir="ltr">Crowd<b>Vault</b></span>')}
<h1>${link('title', title)}</h1>
<p class="raised" data-live><strong>${escapeHtml(raised)}</strong> <span>${escapeHtml(mailText(locale, 'raised of {goal} goal', { goal }))}</span></p>
<div class="bar" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${whole}" aria-label="${escapeHtml(mailText(locale, '{percent}% of the goal raised', { percent: count(whole) }))}"><div style="width:${percent}%"></div></div>
<p class="meta" data-live><span>${escapeHtml(funded)}</span> · <span>${escapeHtml(donors)}</span> · <span>${escapeHtml(time)}</span></p>
${round ? `${roundLine(round, locale)}\n` : ''}${open ? link('donate', escapeHtml(mailText(locale, 'Donate'))) : link('donate closed', escapeHtml(closedLabel(campaign, locale)))}
</main>
<script src="${EMBED_SCRIPT_PATH}" defer></script>
</body>
</html>
`;
}
