import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CAPTCHA, latestMail, newMember, SANDBOX_API, uniqueEmail } from './account-support';

/*
 * Sign-up, as the customer meets it: sign-up shows the same screen whether or
 * not the e-mail has an account (only that e-mail's owner learns which), and a second sign-up
 * cannot take over an e-mail that has not been verified yet.
 */

interface SignUp {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills /account/signup (English) and creates the account; the verify step follows. */
async function signUpInPage(page: Page, who: SignUp) {
  await page.goto('/account/signup');
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone').fill('9195550142');
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
}

/** What the verify step says, with the e-mail it names taken out. */
async function verifyScreen(page: Page, email: string) {
  const text = await page.getByRole('main').innerText();
  return text.replaceAll(email, '<email>');
}

function signInStatus(request: APIRequestContext, email: string, password: string) {
  return request
    .post(`${SANDBOX_API}/members/signin`, { data: { email, password, captcha: CAPTCHA } })
    .then((answer) => answer.status());
}

test('§4.2 §9 sign-up with an e-mail that has an account shows what a new one shows, e-mails that address and changes nothing', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 'Tess');
  const fresh = uniqueEmail('a.rather.long.address');
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpInPage(page, {
    firstName: 'Fay',
    lastName: 'Fresh',
    email: fresh,
    password: 'Biscuits456!',
  });
  await expect(page.getByText(`We sent a code to ${fresh}.`)).toBeVisible();
  await expect(
    page.getByText(
      'Already have an account with this email? Then our email has a link to sign in or reset your password instead.',
    ),
  ).toBeVisible();
  // On a phone the long address wraps inside the card.
  const card = page.locator('.account-entry .ui-card');
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const forNew = await verifyScreen(page, fresh);

  await page.evaluate(() => localStorage.clear());
  await signUpInPage(page, {
    firstName: 'Mallory',
    lastName: 'Taker',
    email: member.email,
    password: 'Attacker999!',
  });
  await expect(page.getByText(`We sent a code to ${member.email}.`)).toBeVisible();
  expect(await verifyScreen(page, member.email)).toBe(forNew);
  await expect(page.getByText(/already (registered|exists)/i)).toHaveCount(0);

  // Only the owner of the e-mail learns it: their mailbox says someone tried.
  const notice = await latestMail(request, member.email, 'account_exists');
  expect(notice.link).toBe(`/account/login?email=${encodeURIComponent(member.email)}`);
  expect((await latestMail(request, fresh, 'verification')).code).toMatch(/^\d{6}$/);
  // Nothing changed: the member's password still signs in, the other does not.
  expect(await signInStatus(request, member.email, member.password)).toBe(200);
  expect(await signInStatus(request, member.email, 'Attacker999!')).toBe(400);
});

test('§4.2 a second sign-up on an unverified e-mail cannot take it over: its owner verifies with the fresh code and keeps the first password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('vera');
  const created = await request.post(`${SANDBOX_API}/members/create`, {
    data: {
      first_name: 'Vera',
      last_name: 'Owner',
      email,
      phone: '9195550142',
      optin: false,
      optin_sms: false,
      password: 'Victim2468!',
      captcha: CAPTCHA,
    },
  });
  expect(created.status()).toBe(202);
  const first = await latestMail(request, email, 'verification');

  // Someone else signs up with it in the browser: the same screen as any sign-up.
  await signUpInPage(page, {
    firstName: 'Mallory',
    lastName: 'Taker',
    email,
    password: 'Attacker999!',
  });
  await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible();

  // The fresh code went to the owner, who follows the e-mailed link and is signed in as Vera.
  const fresh = await latestMail(request, email, 'verification');
  expect(fresh.code).not.toBe(first.code);
  await page.evaluate(() => localStorage.clear());
  await page.goto(fresh.link ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Hi, Vera!')).toBeVisible();
  expect(await signInStatus(request, email, 'Victim2468!')).toBe(200);
  expect(await signInStatus(request, email, 'Attacker999!')).toBe(400);
});

test('§4.11 sign-up in Spanish: the verify step says a code was sent, and what an e-mail with an account gets instead', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('sofia');
  await page.goto('/account/signup?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  await page.getByLabel('Nombre').fill('Sofía');
  await page.getByLabel('Apellido').fill('Reyes');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Teléfono').fill('9195550142');
  await page.getByLabel('Contraseña', { exact: true }).fill('Biscuits456!');
  await page.getByRole('button', { name: 'Crear una cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verifica tu correo' })).toBeVisible();
  await expect(
    page.getByText(`Enviamos un código a ${email}. Escríbelo para terminar de crear tu cuenta.`),
  ).toBeVisible();
  await expect(
    page.getByText(
      '¿Ya tienes una cuenta con este correo? Entonces nuestro correo tiene un enlace para iniciar sesión o restablecer tu contraseña.',
    ),
  ).toBeVisible();
  const { code } = await latestMail(request, email, 'verification');
  await page.getByLabel('Código de verificación').fill(code ?? '');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('¡Hola, Sofía!')).toBeVisible();
});
