import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, routes, type FetchAnswer } from '@qsr/shared-contracts/testing';
import { renderPage } from '../testing';
import { VerifyPage } from './VerifyPage';

const NEW_CODE = 'POST /api/v1/members/verify/newcode';
const sent: FetchAnswer = { body: { status: 'verify', data: { email: 'ada@example.com' } } };
const refused = (message: string): FetchAnswer => ({ status: 400, body: { message, code: 261 } });

const verifyPage = (language: 'en-US' | 'es' = 'en-US', url = '?email=ada%40example.com') =>
  renderPage('/account/verify', <VerifyPage />, `/account/verify${url}`, { language });

/** The wait's clock moves only when a test moves it. */
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const seconds = (count: number) => act(async () => jest.advanceTimersByTime(count * 1000));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('/account/verify: Send a new code', () => {
  it('sends a new code, says so, and counts the wait down on the button', async () => {
    const fetch = mockFetch(routes({ [NEW_CODE]: sent }));
    await verifyPage();
    const typing = user();
    await typing.type(screen.getByLabelText('Verification code'), '1234');
    await typing.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText('We sent a new code to ada@example.com.')).toBeVisible();
    expect(
      screen.getByText('We sent a new code to ada@example.com.').parentElement,
    ).toHaveAttribute('role', 'status');
    expect(fetch.last).toMatchObject({
      url: '/api/v1/members/verify/newcode',
      body: { email: 'ada@example.com' },
    });
    const button = screen.getByRole('button', { name: 'Send a new code (30 s)' });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await seconds(2);
    expect(button).toHaveTextContent('Send a new code (28 s)');
    // Pressed while it waits, it asks for nothing.
    await typing.click(button);
    expect(fetch.calls).toHaveLength(1);

    await seconds(28);
    expect(button).toHaveTextContent(/^Send a new code$/);
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByLabelText('Verification code')).toHaveValue('1234');
  });

  it('says all of it in Spanish', async () => {
    const fetch = mockFetch(routes({ [NEW_CODE]: sent }));
    await verifyPage('es');
    await user().click(screen.getByRole('button', { name: 'Enviar un código nuevo' }));
    expect(await screen.findByText('Enviamos un código nuevo a ada@example.com.')).toBeVisible();
    expect(fetch.calls).toHaveLength(1);
    await seconds(1);
    expect(screen.getByRole('button', { name: 'Enviar un código nuevo (29 s)' })).toBeVisible();
  });

  it.each([
    [
      'en-US',
      'Verification code',
      'Send a new code',
      'Please wait 12 seconds before asking for a new code.',
    ],
    [
      'es',
      'Código de verificación',
      'Enviar un código nuevo',
      'Ya pediste 5 códigos nuevos, el máximo que enviamos por registro. Usa el último o vuelve a pedir uno en 30 minutos.',
    ],
  ] as const)(
    "%s: shows the API's refusal, keeping what was typed",
    async (language, codeLabel, sendLabel, message) => {
      mockFetch(routes({ [NEW_CODE]: refused(`[261] ${message}`) }));
      await verifyPage(language);
      const typing = user();
      await typing.type(screen.getByLabelText(codeLabel), '98');
      await typing.click(screen.getByRole('button', { name: sendLabel }));
      expect((await screen.findByText(message)).closest('[role="alert"]')).not.toBeNull();
      expect(screen.queryByText(/\[261\]/)).toBeNull();
      expect(screen.queryByText(/sent a new code|Enviamos un código nuevo/)).toBeNull();
      // No wait was started here: the API's message says how long there is to wait.
      expect(screen.getByRole('button', { name: sendLabel })).toHaveAttribute(
        'aria-disabled',
        'false',
      );
      expect(screen.getByLabelText(codeLabel)).toHaveValue('98');
    },
  );

  it('a new code puts away the last code’s refusal', async () => {
    mockFetch(
      routes({
        'POST /api/v1/members/verify': {
          status: 400,
          body: { message: '[213] That verification code is not valid.', code: 213 },
        },
        [NEW_CODE]: sent,
      }),
    );
    await verifyPage();
    const typing = user();
    await typing.type(screen.getByLabelText('Verification code'), '111111');
    await typing.click(screen.getByRole('button', { name: 'Verify' }));
    const wrong = 'That code is not right. Please check the email we sent you.';
    expect(await screen.findByText(wrong)).toBeVisible();
    await typing.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to ada@example.com.')).toBeVisible();
    expect(screen.queryByText(wrong)).toBeNull();
  });

  it('without an e-mail, asks for one first and says nothing of the code', async () => {
    const fetch = mockFetch(routes({ [NEW_CODE]: sent }));
    await verifyPage('en-US', '');
    const typing = user();
    await typing.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Verification code')).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls).toHaveLength(0);

    await typing.type(screen.getByLabelText('Email'), 'ada@example.com');
    await typing.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to ada@example.com.')).toBeVisible();
    expect(fetch.last.body).toEqual({ email: 'ada@example.com' });
  });
});
