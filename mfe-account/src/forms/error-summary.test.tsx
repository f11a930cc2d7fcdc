import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { mockFetch } from '@qsr/shared-contracts/testing';
import { LoginPage } from '../entry/LoginPage';
import { PasswordResetPage } from '../entry/PasswordResetPage';
import { ResetPasswordPage } from '../entry/ResetPasswordPage';
import { SignupPage } from '../entry/SignupPage';
import { VerifyPage } from '../entry/VerifyPage';
import { SettingsPage } from '../settings/SettingsPage';
import { ADA, renderPage, signedIn } from '../testing';

jest.setTimeout(20_000);

/**
 * Submits the form by its button and checks the checkout way of showing problems: the summary
 * at the top takes the focus, links each problem to its field, and each field says its own.
 */
async function expectSummary(button: string, problems: Record<string, string>) {
  const submit = screen.getByRole('button', { name: button });
  await userEvent.click(submit);
  const summary = submit.closest('form')?.querySelector('.ui-error-summary') as HTMLElement;
  expect(summary).toHaveAttribute('role', 'alert');
  expect(summary).toHaveFocus();
  const links = within(summary).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(Object.values(problems));
  for (const [label, message] of Object.entries(problems)) {
    const field = screen.getByLabelText(label, { selector: 'input' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute(
      'href',
      `#${field.id}`,
    );
  }
  return summary;
}

function render(path: string, page: ReactElement, url = path, language: 'en-US' | 'es' = 'en-US') {
  return renderPage(path, page, url, { language });
}

describe('account forms: errors next to the field and summed up at the top', () => {
  it('sign in: no call, the summary focused, a link takes the focus to its field', async () => {
    const fetch = mockFetch();
    await render('/account/login', <LoginPage />);
    expect(screen.queryByRole('link', { name: 'Enter your email.' })).toBeNull();
    await expectSummary('Sign In', {
      Email: 'Enter your email.',
      Password: 'Enter your password.',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Enter your password.' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    // A field fixed is out of the summary at once.
    await userEvent.type(screen.getByLabelText('Password'), 'Biscuits1');
    expect(screen.queryByRole('link', { name: 'Enter your password.' })).toBeNull();
    expect(fetch.calls).toHaveLength(0);
  });

  it('sign in, in Spanish', async () => {
    mockFetch();
    await render('/account/login', <LoginPage />, '/account/login', 'es');
    const summary = await expectSummary('Iniciar sesión', {
      'Correo electrónico': 'Escribe tu correo electrónico.',
      Contraseña: 'Escribe tu contraseña.',
    });
    expect(summary).toHaveTextContent('Revisa los campos marcados.');
  });

  it('create an account', async () => {
    const fetch = mockFetch();
    await render('/account/signup', <SignupPage />);
    await userEvent.type(screen.getByLabelText('Phone'), '555');
    await expectSummary('Create an Account', {
      'First name': 'Enter your first name.',
      'Last name': 'Enter your last name.',
      Email: 'Enter a valid email address.',
      Phone: 'Enter a 10-digit phone number.',
      Password: 'Passwords need at least 8 characters, with a letter and a number.',
    });
    expect(fetch.calls).toHaveLength(0);
  });

  it('verify the email', async () => {
    mockFetch();
    await render('/account/verify', <VerifyPage />);
    await expectSummary('Verify', {
      Email: 'Enter a valid email address.',
      'Verification code': 'Enter the code from the email.',
    });
  });

  it('ask for a reset link', async () => {
    mockFetch();
    await render('/account/password-reset', <PasswordResetPage />);
    await expectSummary('Send reset link', { Email: 'Enter a valid email address.' });
  });

  it('choose a new password from the link', async () => {
    mockFetch();
    await render(
      '/account/reset-password',
      <ResetPasswordPage />,
      '/account/reset-password?token=t1&email=ada%40example.com',
    );
    await userEvent.type(screen.getByLabelText('New password'), 'Biscuits1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Biscuits2');
    await expectSummary('Set new password', {
      'Confirm new password': 'The two passwords do not match.',
    });
  });

  it('profile and password of the settings, each with its own summary', async () => {
    mockFetch(() => ({ body: ADA }));
    await renderPage('/account/settings', <SettingsPage />, '/account/settings', {
      state: signedIn(),
    });
    await userEvent.clear(await screen.findByLabelText('First name'));
    await expectSummary('Save changes', { 'First name': 'Enter your first name.' });
    await expectSummary('Change password', {
      'Current password': 'Enter your current password.',
      'New password': 'Passwords need at least 8 characters, with a letter and a number.',
    });
  });
});
