import { render, screen, waitFor } from '@testing-library/react';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { SITE_CONFIG_ELEMENT_ID } from '@qsr/shared-contracts';
import { initTestI18n } from '../../../tooling/testing/remote-pages';
import { LocationMap } from './LocationMap';

jest.mock('@googlemaps/js-api-loader', () => ({
  setOptions: jest.fn(),
  importLibrary: jest.fn(),
}));

const markers = [
  { id: 1, label: 'Raleigh', lat: 35.78, lng: -78.64 },
  { id: 2, label: 'Durham', lat: 35.99, lng: -78.9 },
];

function configure(config: object | null) {
  document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
  if (!config) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SITE_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(config);
  document.body.append(element);
}

const MapClass = jest.fn(function (this: {
  setCenter: jest.Mock;
  getZoom: jest.Mock;
  addListener: jest.Mock;
}) {
  this.setCenter = jest.fn();
  this.getZoom = jest.fn(() => 11);
  this.addListener = jest.fn(() => ({ remove: jest.fn() }));
});
const MarkerClass = jest.fn(function (this: { setMap: jest.Mock; addListener: jest.Mock }) {
  this.setMap = jest.fn();
  this.addListener = jest.fn();
});

beforeEach(async () => {
  await initTestI18n('en-US');
  jest.mocked(importLibrary).mockReset();
  MapClass.mockClear();
  MarkerClass.mockClear();
});

describe('§2.9 §7.5 location map', () => {
  it('without a Maps key: the offline map with a button per pin, the maps service never loaded', async () => {
    configure(null);
    global.fetch = jest.fn().mockRejectedValue(new Error('offline')) as never;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<LocationMap markers={markers} placement="store" label="Map of restaurants" />);
    expect(
      await screen.findByRole('group', {
        name: 'Map of restaurants: 2 restaurants, numbered as in the list',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1. Raleigh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2. Durham' })).toBeInTheDocument();
    expect(importLibrary).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('with a key: the maps service at zoom 11, centred on the first marker, one marker each', async () => {
    configure({ mapsApiKey: 'test-key' });
    jest
      .mocked(importLibrary)
      .mockImplementation(async (name: string) =>
        name === 'maps' ? ({ Map: MapClass } as never) : ({ Marker: MarkerClass } as never),
      );
    render(<LocationMap markers={markers} placement="modal" label="Map of restaurants" />);
    // Raleigh and Durham are 28 km apart: two pins at zoom 11, no cluster.
    await waitFor(() => expect(MarkerClass).toHaveBeenCalledTimes(2));
    expect(setOptions).toHaveBeenCalledWith({ key: 'test-key', v: 'weekly' });
    expect(MapClass).toHaveBeenCalledWith(expect.any(HTMLElement), {
      zoom: 11,
      center: { lat: 35.78, lng: -78.64 },
    });
    expect(screen.getByRole('region', { name: 'Map of restaurants' })).toBeInTheDocument();
  });

  it.each([
    ['en-US', '2 restaurants here, numbers 1 and 2 in the list: zoom in', '2 restaurants'],
    ['es', '2 restaurantes aquí, los números 1 y 2 de la lista: acercar', '2 restaurantes'],
  ] as const)(
    'with a key, %s: two restaurants on one corner are one marker saying how many, not “2”',
    async (language, title, text) => {
      await initTestI18n(language);
      configure({ mapsApiKey: 'test-key' });
      jest
        .mocked(importLibrary)
        .mockImplementation(async (name: string) =>
          name === 'maps' ? ({ Map: MapClass } as never) : ({ Marker: MarkerClass } as never),
        );
      const sameCorner = [
        { id: 1, label: 'Raleigh North Hills', lat: 35.8381, lng: -78.6766 },
        { id: 2, label: 'Raleigh Six Forks', lat: 35.8397, lng: -78.6752 },
      ];
      render(<LocationMap markers={sameCorner} placement="store" label="Map" />);
      await waitFor(() => expect(MarkerClass).toHaveBeenCalledTimes(1));
      expect(MarkerClass).toHaveBeenCalledWith(
        expect.objectContaining({
          title,
          label: { text, className: 'locator-google-cluster' },
        }),
      );
    },
  );

  it('with a key the service refuses: the accessible plot instead, no broken map', async () => {
    configure({ mapsApiKey: 'test-key' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.mocked(importLibrary).mockRejectedValue(new Error('RefererNotAllowedMapError'));
    render(<LocationMap markers={markers} placement="store" label="Map of restaurants" />);
    global.fetch = jest.fn().mockRejectedValue(new Error('offline')) as never;
    expect(await screen.findByRole('group', { name: /Map of restaurants/ })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
