import { readSettings } from './group-settings';

const draft = {
  hostName: '  Mia   Lee ',
  cutoff: Date.parse('2026-12-02T16:00:00Z'),
  guestLimit: '',
  spendingLimit: '',
};

describe('readSettings', () => {
  it('sends a trimmed name, the cutoff as ISO 8601 and no limits when left empty', () => {
    expect(readSettings(draft)).toEqual({
      ok: true,
      settings: {
        host_name: 'Mia Lee',
        cutoff: '2026-12-02T16:00:00.000Z',
        guest_limit: null,
        spending_limit: null,
      },
    });
  });

  it('reads limits as typed, a dollar sign and cents included', () => {
    const read = readSettings({ ...draft, guestLimit: ' 12 ', spendingLimit: '$12.50' });
    expect(read).toMatchObject({ ok: true, settings: { guest_limit: 12, spending_limit: 12.5 } });
  });

  it.each([
    ['hostName', { hostName: '   ' }],
    ['hostName', { hostName: 'x'.repeat(41) }],
    ['hostName', { hostName: '\u202eenoD' }],
    ['guestLimit', { guestLimit: '0' }],
    ['guestLimit', { guestLimit: '51' }],
    ['guestLimit', { guestLimit: '2.5' }],
    ['spendingLimit', { spendingLimit: '0.99' }],
    ['spendingLimit', { spendingLimit: '500.01' }],
    ['spendingLimit', { spendingLimit: '12.345' }],
    ['spendingLimit', { spendingLimit: 'ten' }],
  ])('refuses a wrong %s before sending', (field, change) => {
    const read = readSettings({ ...draft, ...change });
    expect(read).toEqual({ ok: false, problems: [expect.objectContaining({ field })] });
  });
});
