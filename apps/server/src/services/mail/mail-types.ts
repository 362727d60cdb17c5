import type { ChainRegistry } from '../../chain/registry';
import type { Database, Executor } from '../../db/client';
import type { MailContent, MailKind, MailRecipient } from './mail-content';

/** A queued row as the worker claimed it. */
export interface OutboxRow {
  id: number;
  userId: number;
  kind: string;
  toAddress: string;
  dedupeKey: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface RenderContext {
  db: Database;
  chains: ChainRegistry;
  /** Origin of the web app, for links ("https://crowdvault.example"). */
  publicUrl: string;
  /** Signs links that act without sign-in (a pledge's one-click cancel, decision 107). */
  secret: string;
  recipient: MailRecipient;
}

/** What a renderer answers: the mail, and values to keep in the row's payload once it is sent. */
export interface RenderResult {
  content: MailContent;
  saved?: Record<string, unknown>;
}

/**
 * One kind of mail: how to render it from its row's payload when it is sent (so it says what is
 * true then, and a deleted update or a reorganised-away donation sends nothing), and what to do
 * once its row is settled. Kinds are listed in mail-kinds.ts; refunds and pledges add theirs there.
 */
export interface MailType {
  kind: MailKind;
  /** Follows the user's per-kind preference and carries the one-click unsubscribe link. Only the
   *  mails about the address itself are not: the verification link (to an address not yet
   *  verified, on request) and the notice that another account entered a verified one. */
  switchable: boolean;
  /** Null: nothing to say any more; the row is marked skipped. */
  render(context: RenderContext, payload: Record<string, unknown>): Promise<RenderResult | null>;
  /** In the transaction that marks the row sent, skipped or failed. */
  onSettled?(tx: Executor, row: OutboxRow & { payload: Record<string, unknown> }): Promise<void>;
}
