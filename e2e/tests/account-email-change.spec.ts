import { expect, test } from '@playwright/test';
import { DEMO, latestMail, newMember, signInBrowser, uniqueEmail } from './account-support';

/*
 * The login e-mail changes only with the current password and the code sent to
 * the new address, and the page says the same whether or not that address has an account.
 */
test('a new login e-mail takes the current password, then the code sent to it', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 'Ada');
  await signInBrowser(page, member.session);
  await page.goto('/account/settings');
  const profile = page.locator('form', { has: page.getByRole('heading', { name: 'Profile' }) });
  const email = profile.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(member.email);
  await expect(profile.getByLabel('Current password')).toHaveCount(0);

  const next = uniqueEmail('ada.new');
  await email.fill(next);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.getByLabel('Current password')).toHaveAccessibleDescription(
    /Enter your current password/,
  );
  await profile.getByLabel('Current password').fill(member.password);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    profile.getByText(`We sent a code to ${next}. Enter it to confirm your new email.`),
  ).toBeVisible();

  const mail = await latestMail(request, next, 'email_change');
  await profile.getByLabel('Code from the email').fill(mail.code ?? '');
  await profile.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(profile.getByText('Your profile is saved.')).toBeVisible();
  await expect(profile.getByLabel('Code from the email')).toHaveCount(0);

  await page.reload();
  await expect(profile.getByLabel('Email', { exact: true })).toHaveValue(next);
  await latestMail(request, member.email, 'email_changed');
});

test('an address that has an account gets the same answer, and its owner a notice', async ({
  page,
  request,
}) => {
  const member = await newMember(request, 'Lee');
  await signInBrowser(page, member.session);
  await page.goto('/account/settings');
  const profile = page.locator('form', { has: page.getByRole('heading', { name: 'Profile' }) });
  await profile.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await profile.getByLabel('Current password').fill(member.password);
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    profile.getByText(`We sent a code to ${DEMO.email}. Enter it to confirm your new email.`),
  ).toBeVisible();
  await latestMail(request, DEMO.email, 'email_in_use');
  await profile.getByLabel('Code from the email').fill('123456');
  await profile.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(
    profile.getByText('That code is not right. Please check the email we sent you.'),
  ).toBeVisible();
});
