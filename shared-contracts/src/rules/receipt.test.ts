import { anOrder } from '../testing/fixtures';
import type { Order } from '../types/order';
import { aGroupReceiptOrder, aReceiptOrder } from '../testing/receipt-order';
import { spanishGaps } from '../testing/spanish-strings';
import { hasGuests } from './guest-parts';
import { receiptGaps, receiptOf, receiptParts } from './receipt';
import {
  RECEIPT_TEXTS,
  receiptAddress,
  receiptPartName,
  receiptPayment,
  receiptRowAmount,
  receiptRowLabel,
  receiptTexts,
  receiptVehicle,
} from './receipt-texts';

const delivered = aReceiptOrder();

describe('the receipt of a priced order', () => {
  it('lists every amount between the subtotal and the total, and adds up', () => {
    const receipt = receiptOf(delivered);
    expect(receipt.rows).toEqual([
      { key: 'subtotal', amount: 30.43 },
      { key: 'discount', amount: -3.04, source: { kind: 'promo', code: 'SAVE10' } },
      { key: 'discount', amount: -2, source: { kind: 'reward', name: '$2 off any order' } },
      { key: 'delivery', amount: 2.99 },
      { key: 'service', amount: 0.99 },
      { key: 'tax', amount: 1.85 },
      { key: 'tip', amount: 4 },
      { key: 'donation', amount: 0.78 },
      { key: 'total', amount: 36 },
    ]);
    expect(receiptGaps(receipt)).toEqual({ lines: 0, rows: 0 });
    expect(receipt).toMatchObject({
      handoff: 'delivery',
      address: { address: '9 Oak St' },
      promised: '2026-11-23T18:15:00-05:00',
      time: 'scheduled',
    });
  });

  it('keeps a discount the API sends without its parts', () => {
    const receipt = receiptOf({ ...delivered, discounts: [] });
    expect(receipt.rows.filter((row) => row.key === 'discount')).toEqual([
      { key: 'discount', amount: -5.04 },
    ]);
    expect(receiptGaps(receipt)).toEqual({ lines: 0, rows: 0 });
  });

  it('says how far off a receipt is that drops an amount', () => {
    const receipt = receiptOf(delivered);
    const withoutTip = { ...receipt, rows: receipt.rows.filter((row) => row.key !== 'tip') };
    expect(receiptGaps(withoutTip)).toEqual({ lines: 0, rows: -400 });
  });

  it('shows a zero tip on every receipt, review to history, and in the box only once tipped', () => {
    const pickup = anOrder();
    const keys = (receipt: ReturnType<typeof receiptOf>) => receipt.rows.map((row) => row.key);
    const review = keys(receiptOf(pickup));
    const confirmation = keys(receiptOf(pickup, { status: { number: '42' } }));
    expect(review).toEqual(['subtotal', 'tax', 'tip', 'total']);
    expect(confirmation).toEqual(review);
    expect(keys(receiptOf(pickup, { beforeCheckout: true }))).toEqual(['subtotal', 'tax', 'total']);
    const tipped = anOrder({
      totals: { ...pickup.totals, tip: 1, total: pickup.totals.total + 1 },
    });
    expect(keys(receiptOf(tipped, { beforeCheckout: true }))).toEqual(keys(receiptOf(tipped)));
  });

  it('has no total for a box whose typed delivery address was refused, and says why', () => {
    const refused = receiptOf(delivered, { deliveryRefused: delivered.id });
    expect(refused.rows.map((row) => row.key)).toEqual(['subtotal', 'discount', 'discount']);
    expect(refused.unpriced).toBe(true);
    // Another box's refusal is not this one's.
    const other = receiptOf(delivered, { deliveryRefused: 'another-box' });
    expect(other.rows.at(-1)).toEqual({ key: 'total', amount: 36 });
    expect(other.unpriced).toBeUndefined();
    expect(receiptTexts('es').notPriced).toMatch(/^Aún no hay total/);
  });

  it('shows a FREE delivery', () => {
    const free = anOrder({ handoff: 'delivery' });
    const row = receiptOf(free).rows.find((r) => r.key === 'delivery');
    expect(row && receiptRowAmount(row, receiptTexts('es'))).toBe('GRATIS');
  });

  it('names a wallet reward on the order by its name, and a typed code by the code', () => {
    const read = (order: Order, language: 'en-US' | 'es') =>
      receiptOf(order)
        .rows.filter((row) => row.key === 'discount')
        .map((row) => receiptRowLabel(row, receiptTexts(language)));
    const withWalletCode = (coupon: Order['coupon'], description: string) =>
      aReceiptOrder({
        coupon,
        discounts: [{ type: 'Coupon', amount: 5.04, description }],
      });
    const wallet = withWalletCode(
      { couponcode: 'WALLET3OFF', reward: { label: '$3 Off Your Order' } },
      '$3 off an order of $10 or more',
    );
    expect(read(wallet, 'en-US')).toEqual(['Reward: $3 Off Your Order']);
    expect(read(wallet, 'es')).toEqual(['Recompensa: $3 Off Your Order']);
    const catering = withWalletCode(
      { couponcode: 'CATER20', reward: { label: 'catering - $20 de descuento en catering' } },
      '$20 de descuento en pedidos de catering de $100 o más',
    );
    expect(read(catering, 'es')).toEqual(['Recompensa: $20 de descuento en catering']);
    const typed = withWalletCode({ couponcode: 'SAVE10' }, '10% off your order');
    expect(read(typed, 'en-US')).toEqual(['Promo code SAVE10']);
    expect(read(typed, 'es')).toEqual(['Código promocional SAVE10']);
  });

  it('takes the promised time and number of the status over the order’s', () => {
    const receipt = receiptOf(delivered, {
      status: { ready_at: '2026-11-23T18:40:00-05:00', number: '1042' },
    });
    expect(receipt).toMatchObject({ promised: '2026-11-23T18:40:00-05:00', number: '1042' });
  });

  it('names each row once, in English and Spanish', () => {
    const receipt = receiptOf(delivered);
    const read = (language: 'en-US' | 'es') =>
      receipt.rows.map(
        (row) =>
          `${receiptRowLabel(row, receiptTexts(language))} ${receiptRowAmount(row, receiptTexts(language))}`,
      );
    expect(read('en-US')).toEqual([
      'Subtotal $30.43',
      'Promo code SAVE10 −$3.04',
      'Reward: $2 off any order −$2.00',
      'Delivery fee $2.99',
      'Service fee $0.99',
      'Tax $1.85',
      'Tip $4.00',
      'Round-up donation $0.78',
      'Total $36.00',
    ]);
    expect(read('es')).toContain('Cargo por servicio $0.99');
    expect(receiptPayment(receipt.payments[0]!, receiptTexts('es'))).toBe(
      'Pagado con Visa terminada en 1111',
    );
    expect(spanishGaps(RECEIPT_TEXTS, ['subtotal', 'total'])).toEqual([]);
  });

  it('says a wallet paid, with the card the wallet used when it named one', () => {
    const wallet = { type: 'wallet', amount: 12.5, card_type: 'Visa', last4: '1111' };
    expect(receiptPayment(wallet, receiptTexts('en-US'))).toBe(
      'Paid with your wallet (Visa ending in 1111)',
    );
    expect(receiptPayment({ type: 'wallet', amount: 12.5 }, receiptTexts('es'))).toBe(
      'Pagado con tu billetera digital',
    );
    expect(receiptPayment({ type: 'creditcard', amount: 12.5 }, receiptTexts('en-US'))).toBe(
      'Paid',
    );
  });

  it('keeps a curbside order’s car as typed, and a delivery’s address on one line', () => {
    const car = [
      { id: 'vehicle_make', value: ' Ford ' },
      { id: 'vehicle_model', value: 'F-150' },
      { id: 'vehicle_color', value: 'Blue' },
    ];
    const curbside = receiptOf(anOrder({ handoff: 'curbside', custom_fields: car }));
    expect(curbside.vehicle).toEqual({ make: 'Ford', model: 'F-150', color: 'Blue' });
    expect(receiptVehicle(curbside.vehicle!, receiptTexts('en-US'))).toBe('Blue Ford F-150');
    expect(receiptVehicle(curbside.vehicle!, receiptTexts('es'))).toBe('Ford F-150 Blue');
    expect(receiptVehicle({ make: 'Ford', model: '', color: '' }, receiptTexts('en-US'))).toBe(
      'Ford',
    );
    // Only curbside has a car; a pickup that once was curbside keeps none.
    expect(receiptOf(anOrder({ handoff: 'pickup', custom_fields: car })).vehicle).toBeUndefined();
    expect(receiptOf(anOrder({ handoff: 'curbside' })).vehicle).toBeUndefined();

    const receipt = receiptOf(delivered);
    expect(receipt.vehicle).toBeUndefined();
    expect(receiptAddress({ ...receipt.address!, building: 'Apt 4', state: 'NC' })).toBe(
      `${receipt.address!.address}, Apt 4, ${receipt.address!.city}, NC ${receipt.address!.zip}`,
    );
    expect(receiptAddress({ address: '500 Hillsborough St', city: 'Raleigh', zip: '27603' })).toBe(
      '500 Hillsborough St, Raleigh, 27603',
    );
  });
});

describe('the parts of a group order’s receipt', () => {
  const names = (lines: Array<{ name: string }>) => lines.map((line) => line.name);

  it('puts the host’s own lines first, then each guest’s in the order they first appear', () => {
    const receipt = receiptOf(aGroupReceiptOrder());
    expect(receipt.lines[0]?.guest).toEqual({ id: 7, name: 'Ana' });
    const parts = receiptParts(receipt);
    expect(parts.map((part) => [part.guest?.name ?? null, names(part.lines), part.amount])).toEqual(
      [
        [null, ['3 Piece Tenders Combo'], 20],
        ['Ana', ['Honey Butter Biscuit', 'Buttermilk Biscuit'], 6.93],
        ['Ben', ['Cinnamon Biscuit Bites'], 3.5],
      ],
    );
    expect(hasGuests(receipt.lines)).toBe(true);
    // The parts add up to the lines, to the cent.
    const cents = parts.reduce((sum, part) => sum + Math.round(part.amount * 100), 0);
    expect(cents).toBe(3043);
    expect(receiptGaps(receipt)).toEqual({ lines: 0, rows: 0 });
  });

  it('adds each part in cents: no float left over', () => {
    const ana = { id: 1, name: 'Ana' };
    const lines = [0.1, 0.2, 0.7].map((amount, id) => ({
      id,
      quantity: 1,
      name: 'Biscuit',
      choices: [],
      amount,
      guest: ana,
    }));
    expect(receiptParts({ lines }).map((part) => part.amount)).toEqual([1]);
  });

  it('is one unnamed part of every line without guests', () => {
    const receipt = receiptOf(aReceiptOrder());
    const parts = receiptParts(receipt);
    expect(parts).toEqual([{ guest: null, lines: receipt.lines, amount: 30.43 }]);
    expect(hasGuests(receipt.lines)).toBe(false);
    expect(receipt.lines.every((line) => !('guest' in line))).toBe(true);
  });

  it('names the host’s part and each guest’s, in English and Spanish', () => {
    const [host, ana] = receiptParts(receiptOf(aGroupReceiptOrder()));
    expect(receiptPartName(host!, receiptTexts('en-US'))).toBe('Host’s items');
    expect(receiptPartName(host!, receiptTexts('es'))).toBe('Artículos de quien organiza');
    // A guest's name is theirs, never translated.
    expect(receiptPartName(ana!, receiptTexts('es'))).toBe('Ana');
  });
});
