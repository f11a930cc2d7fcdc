import { anOrder } from '../testing/fixtures';
import { formatTotalRow, totalRows } from './totals';

const { totals } = anOrder({
  totals: { ...anOrder().totals, subtotal: 10, tax: 0.7, total: 10.7 },
});

describe('the totals block', () => {
  it('a pickup shows subtotal, tax and total', () => {
    expect(totalRows({ handoff: 'pickup', totals }).map((row) => row.key)).toEqual([
      'subtotal',
      'tax',
      'total',
    ]);
  });
  it('a row asked for always shows, at 0 too, in its place', () => {
    expect(totalRows({ handoff: 'pickup', totals }, ['tip']).map((row) => row.key)).toEqual([
      'subtotal',
      'tax',
      'tip',
      'total',
    ]);
  });
  it('delivery always shows its fee; discount, fees, tip and donation when they apply', () => {
    const rows = totalRows({
      handoff: 'dispatch',
      totals: { ...totals, discount: 1, fees: 0.5, tip: 2, donations: 0.3 },
    });
    expect(rows).toEqual([
      { key: 'subtotal', amount: 10 },
      { key: 'discount', amount: 1 },
      { key: 'delivery', amount: 0 },
      { key: 'fees', amount: 0.5 },
      { key: 'tax', amount: 0.7 },
      { key: 'tip', amount: 2 },
      { key: 'donation', amount: 0.3 },
      { key: 'total', amount: 10.7 },
    ]);
  });
});

describe('a totals row as it reads', () => {
  it('the discount is a deduction, a free delivery says so, the rest is money', () => {
    expect(formatTotalRow({ key: 'discount', amount: 1.5 }, 'FREE')).toBe('−$1.50');
    expect(formatTotalRow({ key: 'delivery', amount: 0 }, 'GRATIS')).toBe('GRATIS');
    expect(formatTotalRow({ key: 'delivery', amount: 2.99 }, 'FREE')).toBe('$2.99');
    expect(formatTotalRow({ key: 'total', amount: 10.7 }, 'FREE')).toBe('$10.70');
  });
});
