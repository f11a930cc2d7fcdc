import { Router } from 'express';
import { z } from 'zod';
import { requireCaptcha } from '../captcha/captcha';
import type { Ctx } from '../context';
import { errors } from '../http/errors';
import { EMAIL } from '../members/email-rule';

/** §7.3: what a successful form submission answers. */
export const FORM_SUCCESS = 'success';

const Value = z.union([
  z.string().max(5000),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(500)).max(50),
]);

const Submission = z.object({
  form: z.string({ error: 'form is required.' }).trim().min(1, 'form is required.').max(100),
  fields: z.record(z.string().max(100), Value, { error: 'fields must be an object of values.' }),
  replyto: z.string().trim().max(254).optional(),
  subject: z.string().trim().max(200).optional(),
  includeDate: z.boolean().optional(),
  captcha: z.string().optional(),
});

const ContactBody = z.object({
  form: z.string().trim().min(1).max(100),
  request: z.record(z.string().max(100), z.string().max(5000)),
});

export function createSubmissions(ctx: Ctx) {
  const insert = ctx.db.prepare(
    `INSERT INTO form_submissions (kind, form, fields, replyto, subject, include_date, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  return {
    add(
      kind: 'form' | 'contact',
      entry: {
        form: string;
        fields: unknown;
        replyto?: string;
        subject?: string;
        includeDate?: boolean;
      },
    ): void {
      insert.run(
        kind,
        entry.form,
        JSON.stringify(entry.fields),
        entry.replyto ?? null,
        entry.subject ?? null,
        entry.includeDate ? 1 : 0,
        ctx.now(),
      );
    },
    list() {
      return ctx.db
        .prepare<
          [],
          {
            id: number;
            kind: string;
            form: string;
            fields: string;
            replyto: string | null;
            subject: string | null;
            include_date: number;
            created_at: number;
          }
        >('SELECT * FROM form_submissions ORDER BY id DESC LIMIT 100')
        .all()
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          form: row.form,
          fields: JSON.parse(row.fields) as unknown,
          replyto: row.replyto,
          subject: row.subject,
          includeDate: row.include_date === 1,
          at: new Date(row.created_at).toISOString(),
        }));
    },
  };
}

export type Submissions = ReturnType<typeof createSubmissions>;

/**
 * The forms service (mounted at `/forms`): `POST submit` answers the text `success`; a bad
 * payload is a 400 `{ message }`. With the test hooks on, `submissionsRouter` lists what arrived.
 */
export function formsRouter(submissions: Submissions): Router {
  const router = Router();
  router.post('/submit', (req, res) => {
    if (!req.body || typeof req.body !== 'object' || Array.isArray(req.body)) {
      throw errors.badRequest('Send the form as a JSON object.');
    }
    const parsed = Submission.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'form';
      throw errors.badRequest(
        issue?.message.endsWith('.') ? issue.message : `Invalid ${field}: ${issue?.message}.`,
      );
    }
    const submission = parsed.data;
    if (submission.replyto && !EMAIL.test(submission.replyto)) {
      throw errors.badRequest('replyto must be an email address.');
    }
    submissions.add('form', submission);
    res.status(200).type('text/plain').send(FORM_SUCCESS);
  });
  return router;
}

/** Test hook (mounted at `/forms/_sandbox/submissions`): the forms and contacts that arrived. */
export function submissionsRouter(submissions: Submissions): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('cache-control', 'no-store').json({ submissions: submissions.list() });
  });
  return router;
}

/** §7.3 `POST contact` (mounted at `/ordering/v1/contact`): form, request and the bot check. */
export function contactRouter(submissions: Submissions): Router {
  const router = Router();
  router.post('/', (req, res) => {
    requireCaptcha(req.body);
    const parsed = ContactBody.safeParse(req.body ?? {});
    if (!parsed.success) throw errors.badRequest('Please fill in the contact form.');
    const { form, request } = parsed.data;
    if (request.email !== undefined && !EMAIL.test(request.email.trim())) {
      throw errors.invalidField('email');
    }
    submissions.add('contact', { form, fields: request, replyto: request.email });
    res.json({ status: 'ok' });
  });
  return router;
}
