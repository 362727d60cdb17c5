import nodemailer, { type Transporter } from 'nodemailer';

/** A pooled SMTP connection to `smtpUrl` (smtp:// or smtps://, user and password in the URL).
 *  Timeouts are short: a slow server makes the worker retry later, never the API wait. */
export function createMailTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** A refusal that retrying cannot change: a 5xx reply (RFC 5321 permanent negative completion).
 *  Connection failures and 4xx replies are worth another try. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
