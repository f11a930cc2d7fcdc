import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@qsr/shared-contracts/testing';
import { ADA, renderPage, signedIn } from '../testing';
import { SettingsPage } from './SettingsPage';

// Typing field by field is slow on a loaded machine.
jest.setTimeout(20_000);

describe('/account/settings', () => {
  it('§3 §7.1 saves the profile with the phone as ten digits and the access token', async () => {
    const fetch = mockFetch((call) =>
      call.method === 'PUT' ? { body: { ...ADA, ...(call.body as object) } } : { body: ADA },
    );
    const { appState } = await renderPage(
      '/account/settings',
      <SettingsPage />,
      '/account/settings',
      {
        state: signedIn(),
      },
    );
    const phone = await screen.findByLabelText('Phone');
    expect(phone).toHaveValue('919-555-0100');
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Augusta');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 919 555 0177');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    expect(fetch.last).toMatchObject({
      method: 'PUT',
      url: '/api/v1/members/update',
      headers: { authorization: 'Bearer access-token' },
      body: { first_name: 'Augusta', phone: '9195550177', email: ADA.email },
    });
    expect(appState.user?.first_name).toBe('Augusta');
  });

  it('a new e-mail asks for the current password, then the code sent to it', async () => {
    const fetch = mockFetch((call) => {
      if (call.method !== 'PUT') return { body: ADA };
      const body = call.body as { email: string; email_code?: string };
      if (!body.email_code) {
        return { status: 202, body: { status: 'verify_email', data: { email: body.email } } };
      }
      if (body.email_code !== '246810') {
        return { status: 400, body: { message: '[213] That verification code is not valid.' } };
      }
      return { body: { ...ADA, email: body.email } };
    });
    const { appState } = await renderPage(
      '/account/settings',
      <SettingsPage />,
      '/account/settings',
      { state: signedIn() },
    );
    const email = await screen.findByLabelText('Email');
    expect(
      screen.queryByLabelText('Current password', { selector: '#account-field-password' }),
    ).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada.new@example.com');
    const current = screen.getByLabelText('Current password', {
      selector: '#account-field-password',
    });
    expect(current).toHaveAccessibleDescription(/We will send a code to the new address/);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(current).toHaveAccessibleDescription(/Enter your current password/);
    expect(fetch.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.type(current, 'Biscuits9');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'We sent a code to ada.new@example.com. Enter it to confirm your new email.',
      ),
    ).toBeVisible();
    expect(fetch.last.body).toMatchObject({ email: 'ada.new@example.com', password: 'Biscuits9' });
    expect(fetch.last.body).not.toHaveProperty('email_code');
    expect(appState.user?.email).toBe(ADA.email);

    await userEvent.type(screen.getByLabelText('Code from the email'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(
      await screen.findByText('That code is not right. Please check the email we sent you.'),
    ).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Code from the email'));
    await userEvent.type(screen.getByLabelText('Code from the email'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    expect(fetch.last.body).toMatchObject({
      email: 'ada.new@example.com',
      password: 'Biscuits9',
      email_code: '246810',
    });
    expect(appState.user?.email).toBe('ada.new@example.com');
    // Saved: the password and code fields are gone.
    expect(screen.queryByLabelText('Code from the email')).toBeNull();
    expect(
      screen.queryByLabelText('Current password', { selector: '#account-field-password' }),
    ).toBeNull();
  });

  it('changes the password and shows a refusal next to the form', async () => {
    let status = 400;
    const fetch = mockFetch((call) =>
      call.url === '/api/v1/members/password'
        ? { status, body: { message: '[215] Your current password is incorrect.' } }
        : { body: ADA },
    );
    await renderPage('/account/settings', <SettingsPage />, '/account/settings', {
      state: signedIn(),
    });
    await userEvent.type(screen.getByLabelText('Current password'), 'old-pass1');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Passwords need at least 8 characters/,
    );
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Biscuits9');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your current password is not right. Please try again.'),
    ).toBeVisible();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed.')).toBeVisible();
    expect(fetch.last.body).toEqual({ new: 'Biscuits9', current: 'old-pass1' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
