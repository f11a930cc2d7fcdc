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
