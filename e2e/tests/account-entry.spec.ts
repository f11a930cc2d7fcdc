import { expect, test } from '@playwright/test';
import { SANDBOX_API, latestMail, newMember, ssoCode, uniqueEmail } from './account-support';

test('§4.2 §9 sign up through the e-mailed verification code, sign out, sign in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('grace');
  await page.goto('/account/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();

  // Bad input gets a clear error and loses nothing.
  await page.getByLabel('First name').fill('Grace');
  await page.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Enter your last name.');
  await expect(page.getByLabel('First name')).toHaveValue('Grace');

  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  // §3: a leading +1 is stripped; §5: the phone mask.
  await page.getByLabel('Phone').fill('+1 919 555 0142');
  await expect(page.getByLabel('Phone')).toHaveValue('919-555-0142');
  await page.getByLabel('Password', { exact: true }).fill('Biscuits456!');
  await page.getByLabel('Email me offers and news').check();
  await page.getByRole('button', { name: 'Create an Account' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible();
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  // The platform's [213], in words of our own.
  await expect(
    page.getByText('That code is not right. Please check the email we sent you.'),
  ).toBeVisible();

  const { code } = await latestMail(request, email, 'verification');
  await page.getByLabel('Verification code').fill(code ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Hi, Grace!')).toBeVisible();
  expect(page.url()).not.toContain(code);

  // The ordering API's tokens stay with the BFF: what the page stores opens nothing upstream,
  // and no script reads the session cookie.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('qsr.token') ?? '{}'));
  const direct = await request.get(`${SANDBOX_API}/members/get`, {
    headers: { authorization: `Bearer ${String(stored['access.token'])}` },
  });
  expect(direct.status()).toBe(401);
  expect(await page.evaluate(() => document.cookie)).not.toContain('session');
  const session = (await page.context().cookies()).find(({ name }) => name === 'qsr_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });

  // §4.2 sign-out clears the member and token, and the session with them.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('qsr.token'))).toBeNull();
  const replayed = await page.request.get('/api/v1/members/get', {
    headers: {
      authorization: `Bearer ${String(stored['access.token'])}`,
      cookie: `qsr_session=${session?.value}`,
    },
  });
  expect(replayed.status()).toBe(401);
  await page.goto('/account');
  await expect(page.getByText('Sign in to see your account, orders and offers.')).toBeVisible();

  // §8 the server's answer comes back to the form; then sign in goes to /account.
  await page.getByRole('link', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('The email or password is not right. Please try again.'),
  ).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password').fill('Biscuits456!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Hi, Grace!')).toBeVisible();
});

test('§7.1 reset a forgotten password through the e-mailed link, then sign in with it', async ({
  page,
  request,
}) => {
  const { email } = await newMember(request, 'Katherine');
  await page.goto('/account/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `If an account exists for ${email}` }),
  ).toBeVisible();

  const { link, token } = await latestMail(request, email, 'password_reset');
  await page.goto(link ?? '');
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/account\/reset-password$/);
  expect(page.url()).not.toContain(token);
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Cornbread135!');
  await page.getByLabel('Confirm new password').fill('Cornbread135?');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'The two passwords do not match.',
  );
  await page.getByLabel('Confirm new password').fill('Cornbread135!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is reset.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Password').fill('Cornbread135!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Hi, Katherine!')).toBeVisible();
});

test('SSO: the OAuth callback signs in through members/sso and asks a new member for a phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('sso');
  const code = await ssoCode(request, email);
  await page.goto(`/account/oauthcallback?code=${encodeURIComponent(code)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete your profile' }),
  ).toBeVisible();
  expect(page.url()).not.toContain('code=');
  await page.getByLabel('Phone').fill('9195550188');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  await page.goto('/account/oauthcallback?code=not-a-code');
  await expect(page.getByText('We could not sign you in with that account.')).toBeVisible();
  // The sandbox's fixed test codes sign anyone in as anyone: the BFF never forwards them.
  await page.goto(`/account/oauthcallback?code=${encodeURIComponent(`sandbox-sso:${email}`)}`);
  await expect(page.getByText('We could not sign you in with that account.')).toBeVisible();
});

for (const words of [
  { lang: 'en', signIn: 'Sign In', email: 'Enter your email.', title: 'Please check' },
  {
    lang: 'es',
    signIn: 'Iniciar sesión',
    email: 'Escribe tu correo electrónico.',
    title: 'Revisa',
  },
]) {
  test(`sign in with nothing typed: errors at the fields and summed up atop (${words.lang})`, async ({
    page,
  }) => {
    await page.goto(`/account/login?lang=${words.lang}`);
    const form = page.locator('form', { has: page.locator('input[type=password]') });
    await form.getByRole('button', { name: words.signIn }).click();
    const summary = form.locator('.ui-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(words.title);
    await summary.getByRole('link', { name: words.email }).click();
    const email = form.locator('#account-field-email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(words.email);
  });
}
