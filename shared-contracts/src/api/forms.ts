import type { ContactRequest, FormSubmission } from '../types/forms';
import { customerMessage, errorMessagesFrom } from './error-messages';
import { ORDERING_CALLS } from './calls';
import { ApiError, callApi, request, type CallOptions } from './request';
import { requestHooks } from './request-hooks';

/** The site's own `/api` base, where the BFF forwards the forms. */
const SITE_API_BASE = '/api';

/** The answer of a successful form submission (§7.3). */
export const FORM_SUCCESS = 'success';

/** POST contact (§7.3) with the bot-check result. */
export function sendContact(contact: ContactRequest, captcha: string, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.sendContact,
    {},
    {
      body: { form: contact.form, request: contact.request, captcha },
      ...options,
    },
  );
}

/** §8: a failed form submission shows its body as one error. */
function formError(body: unknown): string {
  return typeof body === 'string' && body
    ? customerMessage(body)
    : errorMessagesFrom(body).join(' ');
}

/**
 * POST /api/submit (§7.3) with the bot-check result. Success is the string 'success';
 * anything else is shown as one error (unless suppressed) and thrown.
 */
export async function submitForm(
  submission: FormSubmission,
  captcha: string,
  options: CallOptions = {},
): Promise<void> {
  const { status, body } = await request<string>('submit', {
    method: 'POST',
    base: SITE_API_BASE,
    body: { ...submission, captcha },
    signal: options.signal,
    mode: 'status',
  });
  if (body === FORM_SUCCESS) return;
  const message = formError(body);
  if (options.mode !== 'suppress') requestHooks().showErrors([message]);
  throw new ApiError(status, [message], body);
}
