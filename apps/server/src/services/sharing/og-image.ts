import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Campaign } from '@crowdvault/shared/api/campaign';
import { displayPlaces, formatAmount, parseUnits } from '@crowdvault/shared/format';

/** Open Graph's recommended size: what Facebook, LinkedIn, X and chat apps crop least. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

// Inter ships inside @fontsource/inter (an npm package), so rendering never fetches a font.
// satori reads TTF/OTF/WOFF, not WOFF2. Latin only: other scripts fall back to the same glyph
// table and show as boxes, which a preview image can live with (the title is in og:title too).
// satori, resvg and the fonts load on the first image, not at boot: a few hundred milliseconds
// of every start that most starts never use.
const require = createRequire(import.meta.url);
let renderer: ReturnType<typeof loadRenderer> | undefined;

async function loadRenderer() {
  const [{ default: satori }, { Resvg }, fonts] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    Promise.all(
      [
        { weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
        { weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
      ].map(async ({ weight, file }) => ({
        name: 'Inter',
        data: await readFile(require.resolve(file)),
        weight: weight as 400 | 700,
        style: 'normal' as const,
      })),
    ),
  ]);
  return { satori, Resvg, fonts };
}

/** The site's colours (apps/web/src/styles.css, light theme) in hex: satori has no oklch. */
const COLORS = {
  background: '#fbfbfe',
  foreground: '#1b2030',
  muted: '#5f6577',
  track: '#e6e7f2',
  primary: '#4f46e5',
  accent: '#22b98b',
};

type OgCampaign = Pick<
  Campaign,
  | 'id'
  | 'cover'
  | 'title'
  | 'category'
  | 'currency'
  | 'goalAmount'
  | 'raisedAmount'
  | 'donorCount'
  | 'daysLeft'
  | 'status'
>;

/** Raised ÷ goal in percent, capped at 100, on the exact decimal strings (as the web app does). */
export function progressPercent(raised: string, goal: string): number {
  try {
    const goalUnits = parseUnits(goal, 18);
    if (goalUnits === 0n) return 0;
    return Math.min(100, Number((parseUnits(raised, 18) * 10_000n) / goalUnits) / 100);
  } catch {
    return 0;
  }
}

/** What the card says, also used as the cache key: the same text draws the same picture. */
export function ogImageText(campaign: OgCampaign) {
  const places = displayPlaces(campaign.currency);
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  const ended = campaign.daysLeft <= 0 || campaign.status === 'completed';
  const time = ended ? 'Ended' : `${campaign.daysLeft} ${campaign.daysLeft === 1 ? 'day' : 'days'} left`;
  return {
    title: campaign.title,
    category: campaign.category,
    raised: `${formatAmount(campaign.raisedAmount, places)} ${campaign.currency}`,
    goal: `raised of ${formatAmount(campaign.goalAmount, places)} ${campaign.currency} goal`,
    percent,
    footer: `${Math.floor(percent)}% funded · ${campaign.donorCount} ${campaign.donorCount === 1 ? 'donor' : 'donors'} · ${time}`,
  };
}

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The card as satori's element tree (plain objects: no React on the server). */
/** Width of the cover photo on the card's right, when the campaign has one. */
const OG_COVER_WIDTH = 420;

function card(text: ReturnType<typeof ogImageText>, withCover: boolean): Node {
  const logo: Node = {
    type: 'svg',
    props: {
      width: 56,
      height: 56,
      viewBox: '0 0 32 32',
      children: [
        { type: 'rect', props: { width: 32, height: 32, rx: 9, fill: COLORS.primary } },
        {
          type: 'circle',
          props: { cx: 16, cy: 16, r: 9.5, fill: 'none', stroke: 'rgba(255,255,255,0.35)', strokeWidth: 2 },
        },
        { type: 'rect', props: { x: 11, y: 16.5, width: 2.6, height: 5, rx: 1.3, fill: '#fff' } },
        { type: 'rect', props: { x: 14.7, y: 13, width: 2.6, height: 8.5, rx: 1.3, fill: '#fff' } },
        { type: 'rect', props: { x: 18.4, y: 10, width: 2.6, height: 11.5, rx: 1.3, fill: COLORS.accent } },
      ],
    },
  };
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      boxSizing: 'border-box',
      paddingTop: 40,
      paddingRight: withCover ? OG_COVER_WIDTH + 48 : 72,
      paddingBottom: 56,
      paddingLeft: 72,
      background: COLORS.background,
      borderTop: `16px solid ${COLORS.primary}`,
      fontFamily: 'Inter',
      color: COLORS.foreground,
    },
    [
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        el('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
          logo,
          el('div', { display: 'flex', fontSize: 38, fontWeight: 700 }, [
            el('span', {}, 'Crowd'),
            el('span', { color: COLORS.primary }, 'Vault'),
          ]),
        ]),
        el(
          'div',
          {
            display: 'flex',
            fontSize: 26,
            color: COLORS.primary,
            background: '#eceafd',
            borderRadius: 999,
            padding: '8px 24px',
          },
          text.category,
        ),
      ]),
      el(
        'div',
        {
          display: 'block',
          marginTop: 44,
          fontSize: 62,
          fontWeight: 700,
          lineHeight: 1.15,
          lineClamp: 2,
          overflow: 'hidden',
        },
        text.title,
      ),
      el('div', { display: 'flex', flexGrow: 1 }),
      // Each figure on one line; the goal goes below the amount when both do not fit beside each
      // other (beside a cover, 660 px), rather than each broken over two lines.
      el('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 20, rowGap: 2 }, [
        el('div', { display: 'flex', fontSize: 56, fontWeight: 700, whiteSpace: 'nowrap' }, text.raised),
        el('div', { display: 'flex', fontSize: 30, color: COLORS.muted, whiteSpace: 'nowrap' }, text.goal),
      ]),
      el(
        'div',
        {
          display: 'flex',
          marginTop: 22,
          height: 28,
          borderRadius: 999,
          background: COLORS.track,
          overflow: 'hidden',
        },
        el('div', {
          display: 'flex',
          width: `${text.percent}%`,
          height: '100%',
          borderRadius: 999,
          background: `linear-gradient(90deg, ${COLORS.primary}, ${COLORS.accent})`,
        }),
      ),
      el('div', { display: 'flex', marginTop: 22, fontSize: 30, color: COLORS.muted }, text.footer),
    ],
  );
}

/** The campaign's Open Graph image as a 1200×630 PNG: title, raised of goal and a progress bar,
 *  and its cover photo down the right side when it has one (`coverBytes`: a stored variant). */
export async function renderOgImage(campaign: OgCampaign, coverBytes?: Buffer): Promise<Buffer> {
  renderer ??= loadRenderer();
  // A failed load is tried again on the next image rather than remembered.
  const { satori, Resvg, fonts } = await renderer.catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  const svg = await satori(card(ogImageText(campaign), !!coverBytes) as Parameters<typeof satori>[0], {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts,
  });
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  if (!coverBytes) return png;
  // Below the card's 16 px top border, cropped to fill its strip.
  const { default: sharp } = await import('sharp');
  const cover = await sharp(coverBytes)
    .resize(OG_COVER_WIDTH, OG_IMAGE_HEIGHT - 16, { fit: 'cover' })
    .png()
    .toBuffer();
  return sharp(png)
    .composite([{ input: cover, left: OG_IMAGE_WIDTH - OG_COVER_WIDTH, top: 16 }])
    .png()
    .toBuffer();
}

/**
 * Rendered images by what they show, newest last (a small LRU): a crawler fetching the image of
 * a campaign whose figures have not moved gets the same bytes without a second render (about
 * 100-300 ms of CPU). A new donation changes the text and so the key.
 */
export class OgImageCache {
  private readonly entries = new Map<string, Promise<Buffer>>();
  constructor(private readonly capacity = 200) {}

  get(campaign: OgCampaign, readCover: (url: string) => Promise<Buffer | undefined>): Promise<Buffer> {
    const coverUrl = campaign.cover?.variants.find(
      (v) => v.type === 'image/webp' && v.width >= OG_COVER_WIDTH,
    )?.url;
    const key = JSON.stringify([campaign.id, coverUrl, ogImageText(campaign)]);
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const rendered = (coverUrl ? readCover(coverUrl) : Promise.resolve(undefined)).then((bytes) =>
      renderOgImage(campaign, bytes),
    );
    rendered.catch(() => this.entries.delete(key));
    this.entries.set(key, rendered);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
    return rendered;
  }
}
