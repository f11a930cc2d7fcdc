import { mockFetch } from '../testing/fetch-mock';
import { CONNECTION_ISSUE } from './error-messages';
import { FORM_SUCCESS, sendContact, submitForm } from './forms';
import { setRequestHooks } from './request-hooks';

const submission = {
  form: 'catering-inquiry',
  fields: { name: 'Ada', guests: 40 },
  replyto: 'ada@example.com',
  subject: 'Catering',
  includeDate: true,
};

afterEach(() => setRequestHooks({}));

describe('§7.3 forms', () => {
  it('sendContact posts form, request and the bot-check result', async () => {
    const fetch = mockFetch();
    await sendContact({ form: 'contact', request: { message: 'Hi' } }, 'cap');
    expect(fetch.last).toMatchObject({
      method: 'POST',
      url: '/api/v1/contact',
      body: { form: 'contact', request: { message: 'Hi' }, captcha: 'cap' },
    });
  });

  it("submitForm posts to /api/submit with captcha; 'success' is success", async () => {
    const fetch = mockFetch(() => ({ body: FORM_SUCCESS }));
    await expect(submitForm(submission, 'cap')).resolves.toBeUndefined();
    expect(fetch.last).toMatchObject({
      method: 'POST',
      url: '/api/submit',
      body: { ...submission, captcha: 'cap' },
    });
  });

  it.each([
    ['a text body', 'Missing field: email', 'Missing field: email'],
    ['a message body', { message: 'Not a robot?' }, 'Not a robot?'],
    ['a list of messages', ['Bad email', 'Bad zip'], 'Bad email Bad zip'],
  ])('§8 shows a failure with %s as one error', async (_name, body, shown) => {
    const showErrors = jest.fn();
    setRequestHooks({ showErrors });
    mockFetch(() => ({ status: 400, body }));
    await expect(submitForm(submission, 'cap')).rejects.toMatchObject({ messages: [shown] });
    expect(showErrors).toHaveBeenCalledWith([shown]);
  });

  it('does not show the failure when suppressed, and an empty answer is a failure too', async () => {
    const showErrors = jest.fn();
    setRequestHooks({ showErrors });
    mockFetch(() => ({ status: 502 }));
    await expect(submitForm(submission, 'cap', { mode: 'suppress' })).rejects.toMatchObject({
      status: 502,
      messages: [CONNECTION_ISSUE],
    });
    expect(showErrors).not.toHaveBeenCalled();
  });
});
