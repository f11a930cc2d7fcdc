import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../../../tooling/testing/remote-pages';
import type { MapMarker } from '../map-view';
import OfflineMap from './OfflineMap';

/** Two restaurants 200 m apart (no view of the map parts them) and one in the next city. */
const sameCorner: MapMarker[] = [
  { id: 101, label: 'Raleigh North Hills', lat: 35.8381, lng: -78.6766 },
  { id: 102, label: 'Raleigh Six Forks', lat: 35.8397, lng: -78.6752 },
  { id: 103, label: 'Durham', lat: 35.971, lng: -78.9365 },
];

/** Raleigh, Raleigh and Durham, near enough to cluster in a view of four states. */
const chain: MapMarker[] = [
  { id: 101, label: 'Raleigh North Hills', lat: 35.8381, lng: -78.6766 },
  { id: 102, label: 'Raleigh Crabtree', lat: 35.8266, lng: -78.5919 },
  { id: 103, label: 'Durham', lat: 35.971, lng: -78.9365 },
  { id: 104, label: 'Charlotte', lat: 35.1804, lng: -80.8767 },
  { id: 112, label: 'Richmond', lat: 37.5838, lng: -77.4995 },
  { id: 115, label: 'Atlanta', lat: 33.7727, lng: -84.3653 },
];

let warn: jest.SpyInstance;
beforeEach(() => {
  // The geography never comes here: the pins are what is tested.
  global.fetch = jest.fn().mockRejectedValue(new Error('offline')) as never;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const map = () => screen.getByRole('group', { name: /^Map|^Mapa/ });

describe('a cluster of restaurants on the map', () => {
  it('says “2 restaurants” and their numbers in the list, and lists them when they are too near to part', async () => {
    await initTestI18n('en-US');
    const user = userEvent.setup();
    render(<OfflineMap markers={sameCorner} placement="store" label="Map of restaurants" />);
    const cluster = await within(map()).findByRole('button', {
      name: '2 restaurants here, numbers 1 and 2 in the list: show them',
    });
    // Not a bare "2", which reads as the list's second restaurant; read as shown, "2 restaurants",
    // so that the name holds the words (WCAG 2.5.3).
    expect(cluster).toHaveTextContent(/^2 restaurants$/);
    expect(cluster).toHaveAttribute('aria-expanded', 'false');
    expect(within(map()).getByRole('button', { name: '3. Durham' })).toHaveTextContent(/^3$/);

    await user.click(cluster);
    expect(cluster).toHaveAttribute('aria-expanded', 'true');
    const list = within(map()).getByRole('list');
    expect(cluster).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Raleigh North Hills', '2. Raleigh Six Forks']);
    await user.click(cluster);
    expect(within(map()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('en español: “2 restaurantes”, con sus números de la lista', async () => {
    await initTestI18n('es');
    const user = userEvent.setup();
    render(<OfflineMap markers={sameCorner} placement="store" label="Mapa de restaurantes" />);
    const cluster = await within(map()).findByRole('button', {
      name: '2 restaurantes aquí, los números 1 y 2 de la lista: mostrarlos',
    });
    expect(cluster).toHaveTextContent(/^2 restaurantes$/);
    await user.click(cluster);
    expect(
      within(within(map()).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Raleigh North Hills', '2. Raleigh Six Forks']);
  });

  it('zooms in on restaurants that part when nearer, each pin then numbered as in the list', async () => {
    await initTestI18n('en-US');
    const user = userEvent.setup();
    render(<OfflineMap markers={chain} placement="store" label="Map of restaurants" />);
    const cluster = await within(map()).findByRole('button', {
      name: '3 restaurants here, numbers 1, 2, and 3 in the list: zoom in',
    });
    expect(cluster).toHaveTextContent(/^3 restaurants$/);
    expect(cluster).not.toHaveAttribute('aria-expanded');

    await user.click(cluster);
    for (const name of ['1. Raleigh North Hills', '2. Raleigh Crabtree', '3. Durham'])
      expect(within(map()).getByRole('button', { name })).toBeInTheDocument();
    expect(within(map()).queryByRole('button', { name: /restaurants here/ })).toBeNull();
    await user.click(within(map()).getByRole('button', { name: 'Show all restaurants' }));
    expect(within(map()).getByRole('button', { name: /^3 restaurants here/ })).toBeInTheDocument();
  });

  it('en español: acercar, con los números de la lista', async () => {
    await initTestI18n('es');
    render(<OfflineMap markers={chain} placement="store" label="Mapa de restaurantes" />);
    expect(
      await within(map()).findByRole('button', {
        name: '3 restaurantes aquí, los números 1, 2 y 3 de la lista: acercar',
      }),
    ).toHaveTextContent(/^3\s*restaurantes$/);
  });
});

describe('the map while its geography is drawn', () => {
  it('says it is busy until its view is drawn, and not once the drawing has failed', async () => {
    await initTestI18n('en-US');
    let fail: (error: Error) => void = () => undefined;
    global.fetch = jest.fn(
      () => new Promise((_, reject) => (fail = reject)),
    ) as unknown as typeof fetch;
    render(<OfflineMap markers={chain} placement="store" label="Map of restaurants" />);
    expect(map()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    fail(new Error('offline'));
    await waitFor(() => expect(map()).toHaveAttribute('aria-busy', 'false'));
    expect(within(map()).getByRole('button', { name: /^3 restaurants here/ })).toBeInTheDocument();
  });
});

describe('the map before the browser has laid it out', () => {
  afterEach(() => {
    delete (global as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('draws nothing at a guessed size: its pins and geography come at the size laid out', async () => {
    await initTestI18n('en-US');
    let laidOut: () => void = () => undefined;
    global.ResizeObserver = class {
      constructor(callback: () => void) {
        laidOut = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    render(<OfflineMap markers={chain} placement="store" label="Map of restaurants" />);
    expect(map()).toHaveAttribute('aria-busy', 'true');
    expect(within(map()).queryAllByRole('button')).toEqual([]);
    expect(global.fetch).not.toHaveBeenCalled();

    Object.defineProperty(map(), 'clientWidth', { value: 390 });
    Object.defineProperty(map(), 'clientHeight', { value: 281 });
    act(() => laidOut());
    expect(
      await within(map()).findByRole('button', { name: /^3 restaurants here/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  });
});

describe('a map of a few markers that each matter', () => {
  it('keeps them apart, however near: no cluster speaks of restaurants', async () => {
    await initTestI18n('en-US');
    render(
      <OfflineMap markers={sameCorner} placement="modal" label="Map of your delivery" apart />,
    );
    for (const name of ['1. Raleigh North Hills', '2. Raleigh Six Forks', '3. Durham'])
      expect(await within(map()).findByRole('button', { name })).toBeInTheDocument();
    expect(within(map()).queryByRole('button', { name: /restaurants here/ })).toBeNull();
  });
});

describe('what the map shows around its pins', () => {
  const two = chain.slice(2, 4); // Durham and Charlotte

  it('names each of a few restaurants on its pin, and shows where the customer is', async () => {
    await initTestI18n('en-US');
    const { container } = render(
      <OfflineMap
        markers={two}
        placement="store"
        label="Map of restaurants"
        you={{ lat: 35.78, lng: -78.64 }}
      />,
    );
    const callouts = [...container.querySelectorAll('.locator-map-callout')].map(
      (callout) => callout.textContent,
    );
    expect(callouts).toEqual(['Durham', 'Charlotte']);
    expect(within(map()).getByRole('img', { name: 'You are here' })).toBeInTheDocument();
    // A round distance, as a paper map's scale.
    expect(container.querySelector('.locator-map-scale text')?.textContent).toMatch(
      /^(1|2|5|10|20|50|100) mi$/,
    );
  });

  it('keeps many restaurants to their numbers, and says where the customer is in Spanish', async () => {
    await initTestI18n('es');
    const { container } = render(
      <OfflineMap
        markers={chain}
        placement="store"
        label="Mapa"
        you={{ lat: 35.78, lng: -78.64 }}
      />,
    );
    expect(container.querySelectorAll('.locator-map-callout')).toHaveLength(0);
    expect(within(map()).getByRole('img', { name: 'Estás aquí' })).toBeInTheDocument();
  });
});
