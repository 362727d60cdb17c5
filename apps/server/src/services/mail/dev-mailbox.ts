import type { AddressInfo } from 'node:net';
import type { DevMail } from '@crowdvault/shared/api/email';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** Mail it keeps; older messages make room (it is a look at what would be sent, not an archive). */
const KEEP = 500;

export interface DevMailboxOptions {
  /** Recipients the server refuses with 550, as a real server refuses an unknown mailbox (tests of
   *  hard bounces). */
  rejectRecipient?: (address: string) => boolean;
}

/**
 * The development mailbox (decision 093): a real SMTP server in the same process, on a free
 * loopback port, that catches every message the worker sends, parses it and keeps it in memory for
 * GET /api/dev/mailbox. Used by `npm start` and by the tests, so both go through real SMTP.
 * Never started in production.
 */
export class DevMailbox {
  private readonly messages: DevMail[] = [];
  private nextId = 1;
  private server: SMTPServer | undefined;
  private port = 0;

  constructor(private readonly options: DevMailboxOptions = {}) {}

  /** Listens on 127.0.0.1 (`port` 0: any free port; a fixed one lets a test stop and restart it). */
  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      // Plain SMTP on loopback: STARTTLS with a self-signed certificate would only make clients fail.
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      banner: 'CrowdVault development mailbox',
      size: 5 * 1024 * 1024,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (this.options.rejectRecipient?.(address.address)) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.messages.unshift({
              id: this.nextId++,
              receivedAt: new Date().toISOString(),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((to) => to.address),
              subject: parsed.subject ?? '',
              headers: parsed.headerLines.map(({ line }) => {
                const colon = line.indexOf(':');
                return {
                  name: line.slice(0, colon),
                  value: line
                    .slice(colon + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                };
              }),
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
            });
            this.messages.length = Math.min(this.messages.length, KEEP);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', () => undefined);
    this.server = server;
    this.port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get listeningPort(): number {
    return this.port;
  }

  /** Newest first. */
  list(): DevMail[] {
    return [...this.messages];
  }

  clear(): void {
    this.messages.length = 0;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
