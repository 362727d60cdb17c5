import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Campaign } from '@crowdvault/shared/api/campaign';
import { displayPlaces, parseUnits } from '@crowdvault/shared/format';
import { formatAmount, formatCount } from '@crowdvault/shared/i18n/format';
import { dirOf, type Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';

/** Open Graph's recommended size: what Facebook, LinkedIn, X and chat apps crop least. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

// Inter ships inside @fontsource/inter (an npm package), so rendering never fetches a font.
// satori reads TTF/OTF/WOFF, not WOFF2. Latin, and Noto Sans Arabic for a card in Arabic (satori
// shapes it and lays a `direction: rtl` box out right to left); other scripts fall back to the
// same glyph tables and show as boxes, which a preview image can live with (the title is in
// og:title too). satori, resvg and the fonts load on the first image, not at boot: a few hundred
// milliseconds of every start that most starts never use; the Arabic font on the first Arabic card.
const require = createRequire(import.meta.url);
let renderer: ReturnType<typeof loadRenderer> | undefined;
let arabicFonts: ReturnType<typeof loadFonts> | undefined;

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

function loadFonts(name: string, files: Record<400 | 700, string>): Promise<Font[]> {
  return Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name,
      data: await readFile(require.resolve(files[weight])),
      weight,
      style: 'normal' as const,
    })),
  );
}

async function loadRenderer() {
  const [{ default: satori }, { Resvg }, fonts] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    loadFonts('Inter', {
      400: '@fontsource/inter/files/inter-latin-400-normal.woff',
      700: '@fontsource/inter/files/inter-latin-700-normal.woff',
    }),
  ]);
  return { satori, Resvg, fonts };
}

function loadArabicFonts(): Promise<Font[]> {
  arabicFonts ??= loadFonts('Noto Sans Arabic', {
    400: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
    700: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
  }).catch((error: unknown) => {
    arabicFonts = undefined;
    throw error;
  });
  return arabicFonts;
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

/** Bidi controls: mailText isolates values in Arabic for text that a browser lays out; satori
 *  draws them as boxes and lays the card's `direction: rtl` boxes out itself. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The direction of a text's first strong letter (Unicode's `dir="auto"`, for Latin and Arabic
 *  script); none for a text without one. */
function ownDirection(text: string): 'ltr' | 'rtl' | undefined {
  const first =
    /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]|[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.exec(
      text,
    )?.[0];
  if (!first) return undefined;
  return /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/.test(first) ? 'rtl' : 'ltr';
}

/** A category's name in `locale`; the stored value is the English key. Each text is written out
 *  for the extractor (mailText's second argument must be a literal). */
function categoryName(category: string, locale: Locale): string {
  switch (category) {
    case 'Medical':
      return mailText(locale, 'Medical');
    case 'Education':
      return mailText(locale, 'Education');
    case 'Emergency':
      return mailText(locale, 'Emergency');
    case 'Community':
      return mailText(locale, 'Community');
    case 'Animals':
      return mailText(locale, 'Animals');
    case 'Technology':
      return mailText(locale, 'Technology');
    case 'Environment':
      return mailText(locale, 'Environment');
    case 'Sports':
      return mailText(locale, 'Sports');
    case 'Arts':
      return mailText(locale, 'Arts');
    case 'Business':
      return mailText(locale, 'Business');
    default:
      return category;
  }
}

/** What the card says in `locale` (the texts the embed card writes, issue 43), also used as the
 *  cache key: the same text draws the same picture. */
export function ogImageText(campaign: OgCampaign, locale: Locale = 'en') {
  const places = displayPlaces(campaign.currency);
  const percent = progressPercent(campaign.raisedAmount, campaign.goalAmount);
  const ended = campaign.daysLeft <= 0 || campaign.status === 'completed';
  const count = (value: number) => formatCount(value, locale);
  const time = ended
    ? mailText(locale, 'Ended')
    : mailText(locale, '{days, plural, one {{count} day left} other {{count} days left}}', {
        days: campaign.daysLeft,
        count: count(campaign.daysLeft),
      });
  const donors = mailText(locale, '{donors, plural, one {{count} donor} other {{count} donors}}', {
    donors: campaign.donorCount,
    count: count(campaign.donorCount),
  });
  const funded = mailText(locale, '{percent}% funded', { percent: count(Math.floor(percent)) });
  const goal = formatAmount(campaign.goalAmount, campaign.currency, locale, places);
  const plain = (text: string) => text.replace(BIDI_CONTROLS, '');
  // Arabic's zero is a dot: a middle dot beside a digit would read as one, so its comma parts them.
  const separator = dirOf(locale) === 'rtl' ? '، ' : ' · ';
  return {
    direction: dirOf(locale),
    title: campaign.title,
    category: plain(categoryName(campaign.category, locale)),
    raised: formatAmount(campaign.raisedAmount, campaign.currency, locale, places),
    goal: plain(mailText(locale, 'raised of {goal} goal', { goal })),
    percent,
    footer: [funded, donors, time].map(plain).join(separator),
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
  // Right to left, the card is mirrored: the cover on the left, the bar filling from the right.
  const rtl = text.direction === 'rtl';
  const coverSide = withCover ? OG_COVER_WIDTH + 48 : 72;
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
      paddingRight: rtl ? 72 : coverSide,
      paddingBottom: 56,
      paddingLeft: rtl ? coverSide : 72,
      background: COLORS.background,
      borderTop: `16px solid ${COLORS.primary}`,
      fontFamily: rtl ? 'Inter, Noto Sans Arabic' : 'Inter',
      direction: text.direction,
      color: COLORS.foreground,
    },
    [
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        el('div', { display: 'flex', alignItems: 'center', gap: 18 }, [
          logo,
          el('div', { display: 'flex', fontSize: 38, fontWeight: 700, direction: 'ltr' }, [
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
          // Two lines whatever the rest needs: Arabic's taller lines squeezed it into one and a half.
          flexShrink: 0,
          // The campaign's own words go their own way (`dir="auto"` on the page): an English title
          // on an Arabic card reads from the left.
          direction: ownDirection(text.title) ?? text.direction,
        },
        text.title,
      ),
      el('div', { display: 'flex', flexGrow: 1 }),
      // Each figure on one line; the goal goes below the amount when both do not fit beside each
      // other (beside a cover, 660 px), rather than each broken over two lines.
      el('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 20, rowGap: 2 }, [
        // Line heights set: Noto Sans Arabic's own are half as tall again as Inter's.
        el(
          'div',
          { display: 'flex', fontSize: 56, fontWeight: 700, whiteSpace: 'nowrap', lineHeight: 1.2 },
          text.raised,
        ),
        el(
          'div',
          { display: 'flex', fontSize: 30, color: COLORS.muted, whiteSpace: 'nowrap', lineHeight: 1.3 },
          text.goal,
        ),
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
          background: `linear-gradient(${rtl ? 270 : 90}deg, ${COLORS.primary}, ${COLORS.accent})`,
        }),
      ),
      el(
        'div',
        { display: 'flex', marginTop: 22, fontSize: 30, color: COLORS.muted, lineHeight: 1.3 },
        text.footer,
      ),
    ],
  );
}

/** The campaign's Open Graph image as a 1200×630 PNG: title, raised of goal and a progress bar,
 *  and its cover photo down the right side when it has one (`coverBytes`: a stored variant). */
export async function renderOgImage(
  campaign: OgCampaign,
  coverBytes?: Buffer,
  locale: Locale = 'en',
): Promise<Buffer> {
  renderer ??= loadRenderer();
  // A failed load is tried again on the next image rather than remembered.
  const { satori, Resvg, fonts } = await renderer.catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  const text = ogImageText(campaign, locale);
  const svg = await satori(card(text, !!coverBytes) as Parameters<typeof satori>[0], {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts: text.direction === 'rtl' ? [...fonts, ...(await loadArabicFonts())] : fonts,
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
    .composite([
      { input: cover, left: text.direction === 'rtl' ? 0 : OG_IMAGE_WIDTH - OG_COVER_WIDTH, top: 16 },
    ])
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

  get(
    campaign: OgCampaign,
    readCover: (url: string) => Promise<Buffer | undefined>,
    locale: Locale = 'en',
  ): Promise<Buffer> {
    const coverUrl = campaign.cover?.variants.find(
      (v) => v.type === 'image/webp' && v.width >= OG_COVER_WIDTH,
    )?.url;
    const key = JSON.stringify([campaign.id, coverUrl, ogImageText(campaign, locale)]);
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const rendered = (coverUrl ? readCover(coverUrl) : Promise.resolve(undefined)).then((bytes) =>
      renderOgImage(campaign, bytes, locale),
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
