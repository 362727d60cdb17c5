import { dirOf, type Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { escapeHtmlText as escapeHtml } from '@crowdvault/shared/page-head';
import type { MailBlock, MailContent } from './mail-content';

// The product's look in mail clients: inline styles and tables only (clients drop <style> and
// flexbox), the app's indigo and greys as hex (clients do not know oklch), system fonts, no remote
// image and no tracking pixel: the header mark is text.
const COLOR = {
  primary: '#4f46e5',
  text: '#1e2333',
  muted: '#6b7280',
  border: '#e5e7eb',
  page: '#f4f5f9',
  card: '#ffffff',
};
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The physical sides of a mail's writing direction: clients ignore logical CSS properties. */
function sidesOf(locale: Locale): { start: 'left' | 'right'; end: 'left' | 'right' } {
  return dirOf(locale) === 'rtl' ? { start: 'right', end: 'left' } : { start: 'left', end: 'right' };
}

function htmlBlock(block: MailBlock, locale: Locale): string {
  const { start, end } = sidesOf(locale);
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:22px;color:${COLOR.text}">${escapeHtml(block.text)}</p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-${start}:3px solid ${COLOR.primary};background:${COLOR.page};font-size:14px;line-height:21px;color:${COLOR.text};white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
    case 'figures':
      // Fixed layout and breakable values: a 66-character transaction hash wraps inside a phone's
      // width instead of widening the mail.
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;table-layout:fixed">${block.rows
        .map(
          (row) =>
            `<tr><td width="34%" valign="top" style="width:34%;padding:${end === 'right' ? '8px 12px 8px 0' : '8px 0 8px 12px'};border-bottom:1px solid ${COLOR.border};font-size:14px;color:${COLOR.muted}">${escapeHtml(row.label)}</td><td align="${end}" valign="top" style="padding:8px 0;border-bottom:1px solid ${COLOR.border};font-size:15px;font-weight:600;color:${COLOR.text};font-variant-numeric:tabular-nums;word-break:break-word;overflow-wrap:anywhere">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'button':
      return `<p style="margin:8px 0 20px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:11px 20px;border-radius:10px;background:${COLOR.primary};color:#ffffff;font-size:15px;font-weight:600;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
  }
}

function textBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'figures':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.url}`;
  }
}

export interface FooterLinks {
  settingsUrl: string;
  /** The signed one-click link for this kind; absent for the verification mail. */
  unsubscribeUrl?: string;
}

/** Both parts of a mail: HTML in the product's look, and plain text saying the same, in the
 *  recipient's language and writing direction (`dir` on every table too: webmail drops <html>). */
export function renderMail(
  content: MailContent,
  links: FooterLinks,
  locale: Locale = 'en',
): { html: string; text: string } {
  const dir = dirOf(locale);
  const unsubscribe = mailText(locale, 'Unsubscribe from these e-mails');
  const settings = mailText(locale, 'E-mail settings');
  const footerHtml = [
    escapeHtml(content.reason),
    links.unsubscribeUrl
      ? `<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:${COLOR.muted}">${escapeHtml(unsubscribe)}</a> · <a href="${escapeHtml(links.settingsUrl)}" style="color:${COLOR.muted}">${escapeHtml(settings)}</a>`
      : `<a href="${escapeHtml(links.settingsUrl)}" style="color:${COLOR.muted}">${escapeHtml(settings)}</a>`,
  ].join('<br>');
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:${COLOR.page};font-family:${FONT}">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOR.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px;font-size:18px;font-weight:700;color:${COLOR.primary};font-family:${FONT}">&#9670; CrowdVault</td></tr>
<tr><td style="background:${COLOR.card};border:1px solid ${COLOR.border};border-radius:12px;padding:24px;font-family:${FONT}">
<h1 style="margin:0 0 16px;font-size:20px;line-height:28px;color:${COLOR.text}">${escapeHtml(content.heading)}</h1>
${content.blocks.map((block) => htmlBlock(block, locale)).join('\n')}
</td></tr>
<tr><td style="padding:16px 4px;font-size:12px;line-height:18px;color:${COLOR.muted};font-family:${FONT}">${footerHtml}</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    content.heading,
    '',
    ...content.blocks.flatMap((block) => [textBlock(block), '']),
    '-- ',
    content.reason,
    ...(links.unsubscribeUrl ? [`${unsubscribe}: ${links.unsubscribeUrl}`] : []),
    `${settings}: ${links.settingsUrl}`,
    '',
  ].join('\n');
  return { html, text };
}
