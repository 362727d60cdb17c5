import type { Campaign } from '@crowdvault/shared/api/campaign';
import { type EmbedTheme, parseEmbedTheme } from '@crowdvault/shared/embed';
import {
  Check,
  Code,
  Copy,
  ExternalLink,
  Mail,
  MessageCircle,
  QrCode as QrIcon,
  Send,
  Share2,
} from 'lucide-react';
import { useId, useState } from 'react';
import { QrCode } from '@/components/ui/address-qr-code';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHead, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCopy } from '@/components/ui/use-copy';
import { msg, useLocale, useT } from '@/lib/i18n/i18n';
import { embedSnippet, embedUrl, shareTargets, shareText } from '../lib/share-links';

const ICONS: Record<string, typeof Share2> = { WhatsApp: MessageCircle, Telegram: Send, Email: Mail };
const LINK_COPIED = msg('Campaign link copied to clipboard');
const EMBED_COPIED = msg('Embed code copied to clipboard');

/** Said in place instead of a toast, so one Escape closes the dialog (see useCopy). Read out, not
 *  shown: the Copy button itself turns into "Copied!", and an always-present visible line left an
 *  empty gap under each field. */
function CopiedStatus({ copied, message }: { copied: boolean; message: string }) {
  const t = useT();
  return (
    <p role="status" className="sr-only">
      {copied ? `${t('Copied!')} ${t(message)}` : ''}
    </p>
  );
}

/** Share the campaign: seven targets, the link to copy and its QR code (for a poster or a phone
 *  held up to another), and (once approved: the widget shows no
 *  campaign awaiting review) the embed widget's `<iframe>` snippet. */
export function ShareDialog({ campaign, defaultOpen }: { campaign: Campaign; defaultOpen?: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen ?? false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden />
          {t('Share')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <ShareTargets campaign={campaign} onClose={() => setOpen(false)} />
        {campaign.isApproved && <EmbedSnippet campaign={campaign} />}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's content, rendered only once it opens: in the browser, where the page's origin is
 *  known (the server renders the page without it, decision 055). Copying the link toasts SPEC.md
 *  §8's 'Campaign link copied to clipboard'; Escape then closes the toast and the dialog at once. */
function ShareTargets({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const url = `${window.location.origin}/campaign/${campaign.id}`;
  const t = useT();
  const linkId = useId();
  const { copied, copy } = useCopy(t(LINK_COPIED), { onToastEscape: onClose });
  return (
    <>
      <DialogHead
        title={t('Share this campaign')}
        description={shareText(campaign)}
        descriptionClassName="line-clamp-3"
      />
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {shareTargets(campaign, url).map((target) => {
          const Icon = ICONS[target.name] ?? Share2;
          return (
            <li key={target.name}>
              <Button asChild variant="outline" className="w-full">
                <a href={target.href} target="_blank" rel="noopener noreferrer">
                  <Icon aria-hidden />
                  {target.name === 'Email' ? t('Email') : target.name}
                </a>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2">
        <Label htmlFor={linkId}>{t('Campaign link')}</Label>
        <div className="flex gap-2">
          <Input id={linkId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" onClick={() => copy(url)}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t('Copied!') : t('Copy')}
          </Button>
        </div>
      </div>
      <LinkQrCode url={url} />
    </>
  );
}

/** The campaign link as a QR code, behind a button: most people share a link, and the code would
 *  push the dialog's other parts below the fold on a phone. */
function LinkQrCode({ url }: { url: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  if (!shown)
    return (
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => setShown(true)}>
        <QrIcon aria-hidden />
        {t('Show QR code')}
      </Button>
    );
  return (
    <figure className="flex flex-col items-center gap-2">
      <QrCode value={url} label={t('QR code of the campaign link')} />
      <figcaption className="text-xs text-muted-foreground">
        {t("Scan with a phone's camera to open this campaign.")}
      </figcaption>
    </figure>
  );
}

const THEME_LABELS: Record<EmbedTheme, string> = {
  light: msg('Light'),
  dark: msg('Dark'),
  auto: msg("Auto: the visitor's light or dark mode"),
};

/** The `<iframe>` of the campaign's live progress card, for a site owner to paste, light or dark
 *  to suit their page (decision 054, addendum). */
function EmbedSnippet({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const snippetId = useId();
  const themeId = useId();
  const [theme, setTheme] = useState<EmbedTheme>('light');
  // The card speaks the language the snippet was copied in, the host page's presumably.
  const locale = useLocale();
  const snippet = embedSnippet(window.location.origin, campaign, theme, locale);
  const { copied, copy } = useCopy(t(EMBED_COPIED), { toast: false });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={snippetId} className="flex items-center gap-1.5">
          <Code className="size-4 text-muted-foreground" aria-hidden />
          {t('Embed on your site')}
        </Label>
        <a
          href={embedUrl(window.location.origin, campaign.id, theme, locale)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
        >
          {t('Preview')}
          <ExternalLink className="size-3" aria-hidden />
        </a>
      </div>
      <div className="flex items-start gap-2">
        <Textarea
          id={snippetId}
          readOnly
          rows={4}
          value={snippet}
          className="min-h-0 resize-none font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => copy(snippet)}
          aria-label={t('Copy embed code')}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('Copied!') : t('Copy')}
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={themeId} className="shrink-0 text-xs font-normal text-muted-foreground">
          {t('Theme')}
        </Label>
        <NativeSelect
          id={themeId}
          className="w-auto min-w-0"
          value={theme}
          onChange={(event) => setTheme(parseEmbedTheme(event.target.value))}
        >
          {Object.entries(THEME_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <CopiedStatus copied={copied} message={EMBED_COPIED} />
      <p className="text-xs text-muted-foreground">
        {t('A small card with the live total and a Donate button that opens this page.')}
      </p>
    </div>
  );
}
