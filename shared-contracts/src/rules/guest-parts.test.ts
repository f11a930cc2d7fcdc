import { hasGuests, linesByGuest } from './guest-parts';

const ana = { id: 7, name: 'Ana' };
const bo = { id: 9, name: 'Bo' };

describe('linesByGuest', () => {
  it('puts the host first, then each guest in the order they first appear', () => {
    const lines = [{ id: 1, guest: bo }, { id: 2 }, { id: 3, guest: ana }, { id: 4, guest: bo }];
    expect(linesByGuest(lines)).toEqual([
      { guest: null, lines: [{ id: 2 }] },
      { guest: bo, lines: [lines[0], lines[3]] },
      { guest: ana, lines: [lines[2]] },
    ]);
    expect(hasGuests(lines)).toBe(true);
  });

  it('gives an order without guests as one part, the host’s', () => {
    const hostOnly: Array<{ id: number; guest?: typeof ana }> = [{ id: 1 }, { id: 2 }];
    expect(linesByGuest(hostOnly)).toEqual([{ guest: null, lines: hostOnly }]);
    expect(linesByGuest([])).toEqual([{ guest: null, lines: [] }]);
    expect(hasGuests(hostOnly)).toBe(false);
  });

  it('leaves out an empty host part when only guests ordered', () => {
    expect(linesByGuest([{ id: 1, guest: ana }])).toEqual([
      { guest: ana, lines: [{ id: 1, guest: ana }] },
    ]);
  });
});
