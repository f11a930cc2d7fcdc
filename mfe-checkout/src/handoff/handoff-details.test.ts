import { handoffDetailsErrors } from './handoff-details';

const complete = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '919-555-0100',
  address: '',
  city: '',
  zip: '',
};

describe('§3 handoff details error flags', () => {
  it('a pickup needs only the contact', () => {
    const errors = handoffDetailsErrors(complete, { delivery: false, curbside: false });
    expect(Object.values(errors).some(Boolean)).toBe(false);
  });
  it('flags address, city, zip and phone for delivery', () => {
    const errors = handoffDetailsErrors(
      { ...complete, phone: '555-0100', zip: '276' },
      { delivery: true, curbside: false },
    );
    expect(errors).toMatchObject({ address: true, city: true, zip: true, phone: true });
  });
  it('curbside needs make, model and colour', () => {
    const needs = { delivery: false, curbside: true };
    expect(handoffDetailsErrors(complete, needs).vehicle).toBe(true);
    const car = { make: 'Ford', model: 'F-150', color: 'Blue' };
    expect(handoffDetailsErrors({ ...complete, vehicle: car }, needs).vehicle).toBe(false);
  });
  it('flags a missing name or a malformed e-mail', () => {
    const errors = handoffDetailsErrors(
      { ...complete, first_name: ' ', email: 'ada@' },
      { delivery: false, curbside: false },
    );
    expect(errors).toMatchObject({ first_name: true, email: true, last_name: false });
  });
});
