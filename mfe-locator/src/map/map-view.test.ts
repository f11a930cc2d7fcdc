import { MAP_ZOOM, mapCentre } from './map-view';

const raleigh = { id: 1, label: 'Raleigh', lat: 35.78, lng: -78.64 };
const charlotte = { id: 2, label: 'Charlotte', lat: 35.23, lng: -80.84 };

describe('§9 map view', () => {
  it('zooms to 11', () => expect(MAP_ZOOM).toBe(11));

  it('moves the store map 0.05 of longitude on desktop only, never the modal', () => {
    expect(mapCentre([raleigh, charlotte], 'store', true)).toEqual({ lat: 35.78, lng: -78.69 });
    expect(mapCentre([raleigh], 'store', false)).toEqual({ lat: 35.78, lng: -78.64 });
    expect(mapCentre([raleigh], 'modal', true)).toEqual({ lat: 35.78, lng: -78.64 });
    expect(mapCentre([], 'store', true)).toBeNull();
  });
});
