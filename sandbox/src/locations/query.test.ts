import { boundingBox, distanceMiles } from './geo';
import { parsePlace } from './query';
import { stateCode } from './states';

describe('parsePlace', () => {
  it('reads zips, states, cities and their combinations', () => {
    expect(parsePlace('27612')).toEqual([{ kind: 'zip', prefix: '27612' }]);
    expect(parsePlace('27612-1234')).toEqual([{ kind: 'zip', prefix: '27612' }]);
    expect(parsePlace('282')).toEqual([{ kind: 'zip', prefix: '282' }]);
    expect(parsePlace('nc')).toEqual([{ kind: 'state', code: 'NC' }]);
    expect(parsePlace('north carolina')).toEqual([{ kind: 'state', code: 'NC' }]);
    expect(parsePlace('Rock Hill')).toEqual([{ kind: 'text', text: 'Rock Hill' }]);
    expect(parsePlace('Charlotte, NC')).toEqual([
      { kind: 'text', text: 'Charlotte' },
      { kind: 'state', code: 'NC' },
    ]);
    expect(parsePlace('Raleigh NC 27612')).toEqual([
      { kind: 'zip', prefix: '27612' },
      { kind: 'state', code: 'NC' },
      { kind: 'text', text: 'Raleigh' },
    ]);
  });

  it('does not take a two-letter word that is no state for one', () => {
    expect(parsePlace('Old Fort Pkwy')).toEqual([{ kind: 'text', text: 'Old Fort Pkwy' }]);
    expect(stateCode('xx')).toBeUndefined();
  });
});

describe('geo', () => {
  it('measures great-circle miles', () => {
    const raleigh = { lat: 35.7796, lng: -78.6382 };
    const charlotte = { lat: 35.2271, lng: -80.8431 };
    expect(distanceMiles(raleigh, charlotte)).toBeGreaterThan(125);
    expect(distanceMiles(raleigh, charlotte)).toBeLessThan(135);
    expect(distanceMiles(raleigh, raleigh)).toBe(0);
  });

  it('builds a box that holds the radius', () => {
    const center = { lat: 35, lng: -80 };
    const box = boundingBox(center, 50);
    expect(distanceMiles(center, { lat: box.maxLat, lng: center.lng })).toBeGreaterThanOrEqual(
      49.9,
    );
    expect(distanceMiles(center, { lat: center.lat, lng: box.maxLng })).toBeGreaterThanOrEqual(
      49.9,
    );
  });
});
