import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_TOKENS, mockFetch, routes } from '@qsr/shared-contracts/testing';
import { connection, registerBotCheck } from '@qsr/shared-contracts';
import { ADA, renderPage } from '../testing';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignupPage } from './SignupPage';
import { VerifyPage } from './VerifyPage';

// Typing field by field is slow on a loaded machine.
jest.setTimeout(20_000);

const session = { status: 'ok', data: { tokens: TEST_TOKENS, user: ADA } };

/** The bot-check service the host registers (§7.5), as a stand-in. */
const BOT_CHECK_TEST_RESULT = 'bot-check-result';
beforeEach(() => registerBotCheck(async () => BOT_CHECK_TEST_RESULT));
afterEach(() => registerBotCheck(null));
const url = () => screen.getByTestId('url').textContent;

describe('/account/login', () => {
  it('§4.2 signs in with the bot check and goes to the stored redirect', async () => {
    const fetch = mockFetch(routes({ 'POST /api/v1/members/signin': { body: session } }));
    const { appState } = await renderPage('/account/login', <LoginPage />, '/account/login', {
      state: { redirect: '/order/checkout' },
    });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Biscuits1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(url()).toBe('/order/checkout'));
    expect(fetch.last.body).toEqual({
      email: 'ada@example.com',
      password: 'Biscuits1',
      captcha: BOT_CHECK_TEST_RESULT,
    });
    expect(fetch.last.url).not.toContain('Biscuits1');
    expect(appState.token).toEqual(TEST_TOKENS);
  });

  it('§8 shows the server error and the rate limit plainly, keeping the input', async () => {
    let answer = {
      status: 400,
      body: { message: '[210] The email or password you entered is incorrect.' },
    };
    mockFetch(() => answer);
    await renderPage('/account/login', <LoginPage />, '/account/login');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('The email or password is not right. Please try again.'),
    ).toBeVisible();
    answer = {
      status: 429,
      body: { message: 'Too many attempts. Please wait a few minutes and try again.' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('says so when the session expired, in Spanish too', async () => {
    mockFetch();
    await renderPage('/account/login', <LoginPage />, '/account/login?expired=1', {
      language: 'es',
    });
    expect(screen.getByText(/Tu sesión expiró./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Iniciar sesión');
  });

  it('sign-in is disabled offline and says why, in Spanish too', async () => {
    const fetch = mockFetch();
    connection.online = false;
    try {
      await renderPage('/account/login', <LoginPage />, '/account/login', { language: 'es' });
      const button = screen.getByRole('button', { name: 'Iniciar sesión' });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(
        'Estás sin conexión. Podrás iniciar sesión cuando vuelva la conexión.',
      );
      expect(fetch.calls).toHaveLength(0);
    } finally {
      // The page is still on screen and hears the shared flag (valtio tells it a microtask later).
      await act(async () => {
        connection.online = true;
      });
    }
  });
});

describe('/account/signup and /account/verify', () => {
  it('§9 REQUIRE_VERIFY: sign-up asks for the code, which signs in', async () => {
    const fetch = mockFetch(
      routes({
        'POST /api/v1/members/create': {
          status: 202,
          body: { status: 'verify', data: { email: 'ada@example.com' } },
        },
      }),
    );
    await renderPage('/account/signup', <SignupPage />, '/account/signup');
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '+19195550100');
    expect(screen.getByLabelText('Phone')).toHaveValue('919-555-0100');
    await userEvent.type(screen.getByLabelText('Password'), 'Biscuits1');
    await userEvent.click(screen.getByRole('button', { name: 'Create an Account' }));
    await waitFor(() => expect(url()).toBe('/account/verify?email=ada%40example.com'));
    expect(fetch.last.body).toMatchObject({ phone: '9195550100', captcha: BOT_CHECK_TEST_RESULT });
  });

  it('refuses bad input field by field before any call', async () => {
    const fetch = mockFetch();
    await renderPage('/account/signup', <SignupPage />, '/account/signup');
    await userEvent.type(screen.getByLabelText('Phone'), '555');
    await userEvent.click(screen.getByRole('button', { name: 'Create an Account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'Enter your first name.',
    );
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls).toHaveLength(0);
  });

  it('verifies with the e-mailed code and goes to /account', async () => {
    const fetch = mockFetch(routes({ 'POST /api/v1/members/verify': { body: session } }));
    await renderPage('/account/verify', <VerifyPage />, '/account/verify?email=ada%40example.com');
    // The same words whether or not ada@example.com had an account (the API answers alike).
    expect(
      screen.getByText(
        'We sent a code to ada@example.com. Enter it to finish creating your account.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Already have an account with this email? Then our email has a link to sign in or reset your password instead.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(url()).toBe('/account'));
    expect(fetch.last.body).toEqual({ email: 'ada@example.com', code: '123456' });
  });
});

describe('/account/reset-password', () => {
  it('takes the token out of the address bar and resets with it', async () => {
    const fetch = mockFetch(
      routes({ 'POST /api/v1/members/resetpassword': { body: { status: 'ok' } } }),
    );
    await renderPage(
      '/account/reset-password',
      <ResetPasswordPage />,
      '/account/reset-password?token=t0k3n&email=ada%40example.com',
    );
    await waitFor(() => expect(url()).toBe('/account/reset-password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Biscuits2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Biscuits2');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/Your password is reset/)).toBeVisible();
    expect(fetch.last.body).toEqual({
      token: 't0k3n',
      email: 'ada@example.com',
      password: 'Biscuits2',
    });
  });
});
