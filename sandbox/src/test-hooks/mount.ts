import type { Express } from 'express';
import { brazeCallsRouter } from '../braze/calls';
import type { Ctx } from '../context';
import { submissionsRouter, type Submissions } from '../forms/routes';
import { groupCutoffRouter } from '../groups/cutoff-hook';
import { mailboxRouter, type Mailbox } from '../mailbox/mailbox';
import { kitchenStartRouter } from '../orders/kitchen-start-hook';
import { pointsGrantRouter } from '../members/points-hook';
import { testSsoCodesRouter, type TestSsoCodes } from '../members/test-sso-codes';

/** Where the test-only routes live: each under `/_sandbox/` of the service it looks into. */
export const TEST_HOOK_PATHS = {
  mailbox: '/ordering/v1/_sandbox/mailbox',
  brazeCalls: '/braze/_sandbox/calls',
  formSubmissions: '/forms/_sandbox/submissions',
  /** `POST {email}`: a one-time SSO code for that member. */
  ssoCodes: '/ordering/v1/_sandbox/sso-codes',
  /** `POST {token}`: a group order's cutoff passes now. */
  groupCutoff: '/ordering/v1/_sandbox/group-cutoff',
  /** `POST {id}`: the kitchen starts a placed order now. */
  kitchenStart: '/ordering/v1/_sandbox/kitchen-start',
  /** `POST {email, points}`: a member gets points as if earned. */
  points: '/ordering/v1/_sandbox/points',
} as const;

/**
 * Mounts the test-only routes, only when the sandbox runs with its test hooks on
 * (`SANDBOX_TEST_HOOKS=true`): they show every e-mail (codes, reset tokens), every marketing
 * call and every form. Off, their paths answer as any unknown path does. Mounted before the
 * feature routers, whose own catch-alls (the marketing API's) would answer first.
 */
export function mountTestHooks(
  app: Express,
  ctx: Ctx,
  deps: { mailbox: Mailbox; submissions: Submissions; ssoCodes: TestSsoCodes },
): void {
  if (!ctx.options.testHooks) return;
  app.use(TEST_HOOK_PATHS.mailbox, mailboxRouter(deps.mailbox));
  app.use(TEST_HOOK_PATHS.brazeCalls, brazeCallsRouter(ctx));
  app.use(TEST_HOOK_PATHS.formSubmissions, submissionsRouter(deps.submissions));
  app.use(TEST_HOOK_PATHS.ssoCodes, testSsoCodesRouter(deps.ssoCodes));
  app.use(TEST_HOOK_PATHS.groupCutoff, groupCutoffRouter(ctx));
  app.use(TEST_HOOK_PATHS.kitchenStart, kitchenStartRouter(ctx));
  app.use(TEST_HOOK_PATHS.points, pointsGrantRouter(ctx));
}
