import type { Router } from 'express';
import { z } from 'zod';
import type { Ctx } from '../context';
import { bodyOf } from '../http/body';
import { errors } from '../http/errors';
import { answerOf } from '../i18n/answer-language';
import { NEW_CODES_PER_VERIFICATION } from '@qsr/shared-contracts/core';
import { EMAIL } from './email-rule';
import type { memberMails } from './mails';
import type { NewCodeAsks } from './new-code-asks';
import type { MemberStore } from './store';

const NewCodeBody = z.object({ email: z.string().trim().max(254) });

/** What "Send a new code" needs of the member routes. */
export interface NewCodeDeps {
  ctx: Ctx;
  members: MemberStore;
  mails: ReturnType<typeof memberMails>;
  newCodes: NewCodeAsks;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Sandbox addition (the /account/verify step of REQUIRE_VERIFY): a new code for a sign-up
 * waiting for one, in place of a code that did not arrive or expired; the codes sent before stop
 * working. It answers as sign-up does, the same for every e-mail, so it tells nobody who signed
 * up: only a waiting sign-up gets the e-mail, in the language the request asks in.
 */
export function newCodeRoutes(router: Router, { ctx, members, mails, newCodes }: NewCodeDeps) {
  router.post('/verify/newcode', (req, res) => {
    const { email } = bodyOf(req, NewCodeBody);
    if (!EMAIL.test(email)) throw errors.invalidField('email');
    const { language } = answerOf(res);
    ctx.db
      .transaction(() => {
        const ask = newCodes.ask(email);
        if (!ask.allowed) {
          throw ask.why === 'limit'
            ? errors.newCodeLimit(NEW_CODES_PER_VERIFICATION, minutes(ask.waitMs))
            : errors.newCodeTooSoon(seconds(ask.waitMs));
        }
        const member = members.byEmail(email);
        if (member?.verified !== 0) return;
        mails.newCode(member.email, members.issueCode(member.id, 'verify'), language);
      })
      .immediate();
    res.json({ status: 'verify', data: { email: email.toLowerCase() } });
  });
}
