import { Router } from 'express';
import { z } from 'zod';
import type { Ctx } from '../context';
import { queryOf } from '../http/body';

export type MailKind =
  | 'verification'
  | 'account_exists'
  | 'password_reset'
  | 'no_account'
  | 'email_change'
  | 'email_in_use'
  | 'email_changed'
  | 'order_confirmation'
  | 'welcome';

export interface MailMessage {
  id: number;
  to: string;
  kind: MailKind;
  subject: string;
  body: string;
  /** Sign-up verification code. */
  code?: string;
  /** Password-reset token. */
  token?: string;
  /** The link the e-mail would carry. */
  link?: string;
  /** ISO 8601. */
  sent_at: string;
}

interface MailRow {
  id: number;
  email: string;
  kind: MailKind;
  subject: string;
  body: string;
  code: string | null;
  token: string | null;
  link: string | null;
  sent_at: number;
}

/** What the sandbox would send by e-mail, kept for tests (`GET /ordering/v1/_sandbox/mailbox`). */
export function createMailbox(ctx: Ctx) {
  const insert = ctx.db.prepare(
    `INSERT INTO mailbox (email, kind, subject, body, code, token, link, sent_at)
     VALUES (@email, @kind, @subject, @body, @code, @token, @link, @sent_at)`,
  );
  const byEmail = ctx.db.prepare<[string], MailRow>(
    'SELECT * FROM mailbox WHERE email = ? ORDER BY id DESC LIMIT 100',
  );
  const all = ctx.db.prepare<[], MailRow>('SELECT * FROM mailbox ORDER BY id DESC LIMIT 100');

  const toMessage = (row: MailRow): MailMessage => ({
    id: row.id,
    to: row.email,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    ...(row.code ? { code: row.code } : {}),
    ...(row.token ? { token: row.token } : {}),
    ...(row.link ? { link: row.link } : {}),
    sent_at: new Date(row.sent_at).toISOString(),
  });

  return {
    send(message: {
      to: string;
      kind: MailKind;
      subject: string;
      body: string;
      code?: string;
      token?: string;
      link?: string;
    }): void {
      insert.run({
        email: message.to,
        kind: message.kind,
        subject: message.subject,
        body: message.body,
        code: message.code ?? null,
        token: message.token ?? null,
        link: message.link ?? null,
        sent_at: ctx.now(),
      });
    },
    /** Newest first. */
    list(email?: string): MailMessage[] {
      return (email ? byEmail.all(email) : all.all()).map(toMessage);
    },
    clear(email?: string): void {
      if (email) ctx.db.prepare('DELETE FROM mailbox WHERE email = ?').run(email);
      else ctx.db.prepare('DELETE FROM mailbox').run();
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;

const MailboxQuery = z.object({ email: z.string().trim().max(254).optional() });

/**
 * Test hook (mounted at `/ordering/v1/_sandbox/mailbox`): `GET ?email=` (newest first) and
 * `DELETE` to empty it.
 */
export function mailboxRouter(mailbox: Mailbox): Router {
  const router = Router();
  router.get('/', (req, res) => {
    const { email } = queryOf(req, MailboxQuery);
    res.set('cache-control', 'no-store').json({ messages: mailbox.list(email || undefined) });
  });
  router.delete('/', (req, res) => {
    const { email } = queryOf(req, MailboxQuery);
    mailbox.clear(email || undefined);
    res.status(204).end();
  });
  return router;
}
