import { currentPosition, grantedPosition } from './geolocation';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;

function fakeGeolocation(outcome: 'granted' | 'denied') {
  const getCurrentPosition = jest.fn((success: Success, failure: () => void) => {
    if (outcome === 'granted') success({ coords: { latitude: 35.2, longitude: -80.8 } });
    else failure();
  });
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: jest.fn(async () => ({ state: outcome })) },
    configurable: true,
  });
  return getCurrentPosition;
}

describe('geolocation (§7.5, §8)', () => {
  it('answers the position when allowed', async () => {
    fakeGeolocation('granted');
    await expect(currentPosition()).resolves.toEqual({ lat: 35.2, lng: -80.8 });
    await expect(grantedPosition()).resolves.toEqual({ lat: 35.2, lng: -80.8 });
  });

  it('answers null on failure, without throwing', async () => {
    fakeGeolocation('denied');
    await expect(currentPosition()).resolves.toBeNull();
  });

  it('never prompts when the permission is not granted yet', async () => {
    const getCurrentPosition = fakeGeolocation('denied');
    await expect(grantedPosition()).resolves.toBeNull();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });
});
