import { aMember, anOrder } from '@qsr/shared-contracts/testing';
import { initialDraft, type CheckoutDraft } from './draft';
import { DRAFT_STORAGE_KEY, forgetDraft, keepDraft, restoreDraft } from './draft-store';

const order = anOrder({ id: 'o1' });
const typed: CheckoutDraft = {
  handoff: 'curbside',
  details: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '919-555-0123',
    address: '',
    building: '',
    city: '',
    zip: '',
    vehicle: { make: 'Ford', model: 'F-150', color: 'Blue' },
  },
  time: { mode: 'scheduled', wanted: '2026-11-24T12:30:00-05:00' },
  customTip: '4.50',
  payment: { kind: 'saved', accountId: 7 },
};

describe('the checkout draft across a reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes back whole for the same order, except which card pays', () => {
    keepDraft(order, typed);
    const fresh = initialDraft(order, null);
    expect(restoreDraft(order, fresh)).toEqual({ ...typed, payment: { kind: 'new' } });
  });

  it('never keeps the card or the choice of card', () => {
    keepDraft(order, typed);
    const kept = sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '';
    expect(kept).not.toContain('payment');
    expect(kept).not.toContain('accountId');
  });

  it('is not another order’s', () => {
    keepDraft(order, typed);
    const other = anOrder({ id: 'o2' });
    const fresh = initialDraft(other, null);
    expect(restoreDraft(other, fresh)).toBe(fresh);
  });

  it('keeps who the order is for, but the order’s handoff and time win once they changed elsewhere', () => {
    keepDraft(order, typed);
    const moved = anOrder({
      id: 'o1',
      handoff: 'dispatch',
      address: { address: '1 Main St', city: 'Raleigh', state: 'NC', zip: '27601' },
    });
    const fresh = initialDraft(moved, null);
    const restored = restoreDraft(moved, fresh);
    expect(restored.handoff).toBe('delivery');
    expect(restored.time).toEqual(fresh.time);
    expect(restored.customTip).toBe('4.50');
    expect(restored.details).toMatchObject({
      first_name: 'Ada',
      phone: '919-555-0123',
      address: '1 Main St',
      vehicle: { make: 'Ford', model: 'F-150', color: 'Blue' },
    });
  });

  it('over a member’s profile, what the member typed wins', () => {
    keepDraft(order, { ...typed, details: { ...typed.details, phone: '919-555-0199' } });
    const member = aMember({ id: 1, first_name: 'Grace', last_name: 'Hopper' });
    const fresh = initialDraft(order, member);
    expect(restoreDraft(order, fresh).details.phone).toBe('919-555-0199');
  });

  it('a guest who signs in halfway gets the member’s details where they had typed none', () => {
    const guest = initialDraft(order, null);
    keepDraft(order, { ...guest, details: { ...guest.details, phone: '919-555-0199' } });
    const member = aMember({ id: 1, first_name: 'Grace', last_name: 'Hopper' });
    const back = restoreDraft(order, initialDraft(order, member)).details;
    expect(back).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: member.email,
      phone: '919-555-0199',
    });
  });

  it('a corrupt or foreign value, or none, gives the fresh draft without an exception', () => {
    const fresh = initialDraft(order, null);
    for (const text of [
      '{not json',
      '"text"',
      'null',
      '[]',
      JSON.stringify({ orderId: 'o1', draft: {} }),
      JSON.stringify({ orderId: 'o1', basis: 'x'.repeat(70_000), draft: {} }),
    ]) {
      sessionStorage.setItem(DRAFT_STORAGE_KEY, text);
      expect(restoreDraft(order, fresh)).toBe(fresh);
      expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    }
    sessionStorage.clear();
    expect(restoreDraft(order, fresh)).toBe(fresh);
    expect(restoreDraft(order, fresh, null)).toBe(fresh);
  });

  it('is forgotten once the order is placed', () => {
    keepDraft(order, typed);
    forgetDraft();
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('a storage that refuses to write keeps nothing and throws nothing', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => keepDraft(order, typed, full)).not.toThrow();
  });
});
