import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@qsr/shared-contracts/testing';
import {
  registerBotCheck,
  registerRemoteModuleLoader,
  type FavouritesSelectProps,
  type LocationMultiSelectProps,
} from '@qsr/shared-contracts';
import type { Block } from '../content/content-types';
import { fakeContentClient, renderAt } from '../testing';
import ContentForm from './ContentForm';

// Typing through every field is slow on a busy machine.
jest.setTimeout(30_000);

jest.mock('../content/content-client', () => ({ contentClient: jest.fn() }));
const { contentClient } = jest.requireMock('../content/content-client') as {
  contentClient: jest.Mock;
};

const field = (fields: Record<string, unknown>) => ({
  _uid: String(fields.name),
  component: 'form_field',
  ...fields,
});
const LOCATIONS = Array.from({ length: 25 }, (_, i) => ({
  id: String(101 + i),
  address: `${100 + i} Main St`,
  city: i < 3 ? 'Raleigh' : 'Durham',
  state: 'NC',
  lat: '35.8',
  lng: '-78.6',
}));

const FORM: Block = {
  _uid: 'f1',
  component: 'form',
  form: 'community-request',
  title: 'Request a visit',
  subject: 'Community request',
  submit_label: 'Send request',
  include_date: true,
  replyto_field: 'email',
  success_message: 'Thanks! We will be in touch.',
  fields: [
    field({ type: 'text', name: 'organisation', label: 'Organization', required: true }),
    field({ type: 'email', name: 'email', label: 'Email', required: true }),
    field({ type: 'phone', name: 'phone', label: 'Phone', required: true }),
    field({ type: 'zip', name: 'zip', label: 'Zip code', required: true }),
    field({ type: 'store_select', name: 'store', label: 'Restaurant', required: true }),
    field({ type: 'promo_code', name: 'promo', label: 'Promo code' }),
    field({ type: 'favourite_item', name: 'favourite', label: 'Favourite items' }),
    field({
      type: 'rich_checkbox',
      name: 'consent',
      label: 'Consent',
      required: true,
      rich_label: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'I agree to the terms' }] }],
      },
    }),
    field({
      type: 'link_button',
      name: 'rules',
      label: 'Read the rules',
      link: { linktype: 'story', url: '/refund' },
    }),
  ],
};

const MENU = {
  id: 100100,
  categories: [
    {
      id: 1,
      name: 'Chicken',
      products: ['Hot Honey Sandwich', '3 Piece Tenders', 'Biscuit', 'Mac & Cheese'].map(
        (name, i) => ({
          id: i,
          sku: `S${i}`,
          name,
          images: [],
          availability: { now: true },
          cost: 1,
        }),
      ),
    },
  ],
};

/**
 * The locator's fields as the host would load them: stand-ins with the same props (the real ones
 * are the locator's to test; e2e composes both).
 */
function StubLocations({ inputId, options, value, onChange }: LocationMultiSelectProps) {
  return (
    <select
      id={inputId}
      multiple
      value={value}
      onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
    >
      {(options ?? []).map((option) => (
        <option key={option.key} value={option.key}>
          {option.key}
        </option>
      ))}
    </select>
  );
}
function StubFavourites({ inputId, options, value, onChange }: FavouritesSelectProps) {
  return (
    <select
      id={inputId}
      multiple
      value={value}
      onChange={(e) => onChange([...e.target.selectedOptions].map((o) => o.value))}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
const locatorFields = {
  contractMajor: 1,
  LocationMultiSelect: StubLocations,
  FavouritesSelect: StubFavourites,
};

beforeEach(() => {
  registerRemoteModuleLoader((async () => locatorFields) as never);
  contentClient.mockReturnValue(
    fakeContentClient({
      locations: {
        name: 'Locations',
        content: { component: 'location_list', locations: LOCATIONS },
      },
    }),
  );
  registerBotCheck(async () => 'sandbox-captcha-ok');
});
afterEach(() => {
  registerBotCheck(null);
  registerRemoteModuleLoader(null);
});

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Organization/), 'Scouts');
  await user.type(screen.getByLabelText(/Email/), 'troop@example.com');
  await user.type(screen.getByLabelText(/Phone/), '9195550101');
  await user.type(screen.getByLabelText(/Zip code/), '27612abc34');
  await user.selectOptions(await screen.findByRole('listbox', { name: /Restaurant/ }), [
    '101 Main St, Raleigh, NC',
  ]);
  await user.type(screen.getByLabelText(/Promo code/), 'save10');
  const favourites = await screen.findByRole('listbox', { name: /Favourite items/ });
  await waitFor(() => expect(within(favourites).getAllByRole('option')).toHaveLength(4));
  await user.selectOptions(favourites, ['Hot Honey Sandwich', 'Biscuit']);
  await user.click(screen.getByLabelText(/I agree to the terms/));
}

describe('§2.1 forms from content', () => {
  it('checks the fields, then submits every custom field type with the bot check', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((call) =>
      call.url.startsWith('/api/v1/menus') ? { body: MENU } : { body: 'success' },
    );
    await renderAt('/in-the-community', <ContentForm block={FORM} />);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    // The summary at the top takes the focus and names each field to fix, in the form's order.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Organization: Please fill this in.',
      'Email: Please fill this in.',
      'Phone: Please fill this in.',
      'Zip code: Please fill this in.',
      'Restaurant: Please fill this in.',
      'Consent: Please fill this in.',
    ]);
    // Each error is also at its field, and the summary's link takes the customer there.
    expect(screen.getByLabelText(/Organization/)).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    expect(screen.getByRole('checkbox', { name: /I agree to the terms/ })).toBeInvalid();
    await user.click(within(summary).getByRole('link', { name: 'Email: Please fill this in.' }));
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    expect(fetch.calls.filter((c) => c.url === '/api/submit')).toHaveLength(0);

    // The mask shows only what was typed, never blanks and dashes still to fill.
    await user.type(screen.getByLabelText(/Phone/), '55512');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('555-12');
    await user.type(screen.getByLabelText(/Zip code/), '27');
    expect(screen.getByLabelText(/Zip code/)).toHaveValue('27');
    await user.clear(screen.getByLabelText(/Phone/));
    await user.clear(screen.getByLabelText(/Zip code/));

    await fillEverything(user);
    expect(screen.getByLabelText(/Phone/)).toHaveValue('919-555-0101');
    expect(screen.getByLabelText(/Zip code/)).toHaveValue('27612');
    expect(screen.getByRole('link', { name: 'Read the rules' })).toHaveAttribute('href', '/refund');

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks! We will be in touch.');
    const sent = fetch.calls.find((c) => c.url === '/api/submit');
    expect(sent?.body).toEqual({
      form: 'community-request',
      subject: 'Community request',
      includeDate: true,
      replyto: 'troop@example.com',
      captcha: 'sandbox-captcha-ok',
      fields: {
        organisation: 'Scouts',
        email: 'troop@example.com',
        phone: '919-555-0101',
        zip: '27612',
        store: ['101 Main St, Raleigh, NC'],
        promo: 'SAVE10',
        favourite: ['Hot Honey Sandwich', 'Biscuit'],
        consent: true,
      },
    });
  });

  it('§8 shows a failed submission as one error and keeps what was typed', async () => {
    const user = userEvent.setup();
    mockFetch((call) =>
      call.url.startsWith('/api/v1/menus')
        ? { body: MENU }
        : { status: 400, body: { message: 'Please confirm you are not a robot.' } },
    );
    await renderAt('/in-the-community', <ContentForm block={FORM} />);
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm you are not a robot.',
    );
    expect(screen.getByLabelText(/Organization/)).toHaveValue('Scouts');
  });

  it('keeps the form usable with a plain field when the locator cannot be loaded', async () => {
    const user = userEvent.setup();
    registerRemoteModuleLoader(async () => {
      throw new Error('locator is down');
    });
    const fetch = mockFetch((call) =>
      call.url.startsWith('/api/v1/menus') ? { body: MENU } : { body: 'success' },
    );
    await renderAt('/in-the-community', <ContentForm block={FORM} />);
    const store = await screen.findByRole('textbox', { name: /Restaurant/ });
    await user.type(store, 'Glenwood Ave');
    expect(store).toHaveValue('Glenwood Ave');
    await user.type(screen.getByLabelText(/Organization/), 'Scouts');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(fetch.calls.filter((c) => c.url === '/api/submit')).toHaveLength(0);
    expect(screen.getByLabelText(/Restaurant/)).not.toHaveAttribute('aria-invalid');
  });

  it('while the locator loads, holds the store and favourites in their shape, saying so (es)', async () => {
    registerRemoteModuleLoader(() => new Promise(() => undefined));
    mockFetch((call) =>
      call.url.startsWith('/api/v1/menus') ? { body: MENU } : { body: 'success' },
    );
    await renderAt('/in-the-community', <ContentForm block={FORM} />, 'es');
    const loading = screen.getAllByRole('status').map((status) => status.textContent);
    expect(loading).toEqual(['Cargando Restaurant…', 'Cargando Favourite items…']);
    for (const status of screen.getAllByRole('status')) {
      const region = status.parentElement!;
      expect(region).toHaveAttribute('aria-busy', 'true');
      // The shape of the empty control, the height of the field to come (CLS 0).
      expect(region.querySelector('.ui-skeleton-input')).not.toBeNull();
    }
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('sums up the problems in Spanish, each under its field too', async () => {
    const user = userEvent.setup();
    mockFetch((call) =>
      call.url.startsWith('/api/v1/menus') ? { body: MENU } : { body: 'success' },
    );
    await renderAt('/in-the-community', <ContentForm block={FORM} />, 'es');
    await user.type(screen.getByLabelText(/Organization/), 'Scouts');
    await user.type(screen.getByLabelText(/Zip code/), '276');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Revisa los campos marcados.');
    expect(
      within(summary).getByRole('link', {
        name: 'Zip code: Escribe un código postal de cinco dígitos.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Zip code/)).toHaveAccessibleDescription(
      'Escribe un código postal de cinco dígitos.',
    );
    expect(screen.getByLabelText(/Organization/)).not.toBeInvalid();
  });
});
