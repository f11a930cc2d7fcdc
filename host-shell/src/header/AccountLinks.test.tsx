import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { actions, appState, createAppState, type Language } from '@qsr/shared-contracts';
import { aMember, anOrder, mockFetch, routes, TEST_TOKENS } from '@qsr/shared-contracts/testing';
import '../i18n/test-i18n';
import { AccountLinks } from './AccountLinks';

const box = anOrder({ id: 'box-1' });
const credentials = { email: 'ada@example.com', password: 'pw', captcha: 'sandbox-captcha-ok' };

/** The header's links on `path`, and the sign-in page the link leads to. */
function renderLinks(path: string, language: Language) {
  createAppState({ language, order: box });
  void i18next.changeLanguage(language);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AccountLinks />
      <Routes>
        <Route path="/account/login" element={<h1>sign-in page</h1>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Signs in as the sign-in page does, and answers where it goes next. */
async function signIn() {
  mockFetch(
    routes({
      'POST /api/v1/members/signin': {
        body: { status: 'ok', data: { tokens: TEST_TOKENS, user: aMember() } },
      },
    }),
  );
  // The header greets the member who signed in.
  const signedIn = await act(() => actions.signIn(credentials));
  return signedIn.ok && signedIn.value.next;
}

describe('§4.2 the header’s sign-in comes back to the order', () => {
  afterAll(() => void i18next.changeLanguage('en-US'));

  it.each([
    ['en-US', 'Sign In'],
    ['es', 'Iniciar sesión'],
  ] as const)('from checkout, back to checkout with the box (%s)', async (language, name) => {
    renderLinks('/order/checkout?step=2', language);
    await userEvent.click(screen.getByRole('link', { name }));
    expect(screen.getByRole('heading', { name: 'sign-in page' })).toBeVisible();
    await expect(signIn()).resolves.toBe('/order/checkout?step=2');
    expect(appState().order).toEqual(box);
  });

  it.each([
    ['en-US', 'Sign In'],
    ['es', 'Iniciar sesión'],
  ] as const)(
    'from the menu, where the box opens, back to the menu (%s)',
    async (language, name) => {
      renderLinks('/menu/biscuits', language);
      await userEvent.click(screen.getByRole('link', { name }));
      await expect(signIn()).resolves.toBe('/menu/biscuits');
    },
  );

  it('from another page, to the account page: an old redirect does not lead off', async () => {
    renderLinks('/about', 'en-US');
    act(() => actions.setRedirect('/order/checkout'));
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    await expect(signIn()).resolves.toBe('/account');
  });
});
