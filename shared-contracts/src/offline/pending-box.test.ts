import { aLine, anOrder } from '../testing/fixtures';
import { applyBoxChange, queueBoxChange } from './pending-box';

describe('box changes made offline', () => {
  it('keeps one change per line, the latest', () => {
    const queue = queueBoxChange([{ lineId: 1, quantity: 3 }], { lineId: 2, quantity: 0 });
    expect(queueBoxChange(queue, { lineId: 1, quantity: 4 })).toEqual([
      { lineId: 2, quantity: 0 },
      { lineId: 1, quantity: 4 },
    ]);
  });

  it('shows a new quantity with its cost and totals', () => {
    const order = applyBoxChange(anOrder(), { lineId: 900, quantity: 3 });
    expect(order.products[0]).toMatchObject({ quantity: 3, cost: { total: 14.97 } });
    expect(order.totals.subtotal).toBeCloseTo(14.97);
    expect(order.totals.total).toBeCloseTo(15.67);
  });

  it('removes a line at quantity 0 and leaves unknown lines alone', () => {
    const order = anOrder({ products: [aLine(), aLine({ id: 901 })] });
    expect(applyBoxChange(order, { lineId: 900, quantity: 0 }).products.map((l) => l.id)).toEqual([
      901,
    ]);
    expect(applyBoxChange(order, { lineId: 5, quantity: 1 })).toBe(order);
  });
});
