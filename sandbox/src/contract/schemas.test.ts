import { ErrorBodySchema, LocationSchema, MenuSchema, ProductOptionSchema } from './schemas';

const location = {
  id: 1,
  name: 'Somewhere',
  address: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  lat: 35.7,
  lng: -78.6,
  menu_id: 100101,
};

describe('contract schemas', () => {
  it('accept the minimal shapes of shared-contracts', () => {
    expect(LocationSchema.safeParse(location).success).toBe(true);
    expect(MenuSchema.safeParse({ id: 1, categories: [] }).success).toBe(true);
    expect(
      ErrorBodySchema.safeParse({ message: '[100] Location not found', code: 100 }).success,
    ).toBe(true);
  });

  it('refuse unknown fields and wrong types', () => {
    expect(LocationSchema.safeParse({ ...location, extra: 1 }).success).toBe(false);
    expect(LocationSchema.safeParse({ ...location, zip: 27601 }).success).toBe(false);
    expect(
      LocationSchema.safeParse({ ...location, hours: [{ day: 7, open: '06:00', close: '22:00' }] })
        .success,
    ).toBe(false);
    expect(ErrorBodySchema.safeParse({ message: '', code: 1 }).success).toBe(false);
  });

  it('refuse an option group whose min exceeds its max', () => {
    const option = {
      id: 1,
      name: 'Sides',
      min: 2,
      max: 1,
      choices: [{ id: 1, name: 'Fries', cost: 0 }],
    };
    expect(ProductOptionSchema.safeParse(option).success).toBe(false);
    expect(ProductOptionSchema.safeParse({ ...option, min: 1 }).success).toBe(true);
  });
});
