import { addressLine, draftErrors, EMPTY_DRAFT, fromDraft, fromSaved } from './delivery-address';

describe('delivery address', () => {
  it('needs a street, a city and a five-digit zip (§5)', () => {
    expect(draftErrors(EMPTY_DRAFT)).toEqual({
      address: 'addressRequired',
      city: 'cityRequired',
      zip: 'zipInvalid',
    });
    expect(
      draftErrors({ ...EMPTY_DRAFT, address: '1 Main', city: 'Raleigh', zip: '2760' }),
    ).toEqual({ zip: 'zipInvalid' });
    expect(
      draftErrors({ ...EMPTY_DRAFT, address: '1 Main', city: 'Raleigh', zip: '27601' }),
    ).toEqual({});
  });

  it('sends the typed address trimmed, without empty parts', () => {
    expect(
      fromDraft({
        address: ' 1 Main St ',
        building: ' ',
        city: 'Raleigh ',
        state: '',
        zip: '27601',
      }),
    ).toEqual({ address: '1 Main St', city: 'Raleigh', zip: '27601' });
  });

  it('sends a saved address with its map point, without its id and default flag', () => {
    expect(
      fromSaved({
        id: 3,
        address: '1 Main St',
        building: 'Apt 4',
        city: 'Raleigh',
        state: 'NC',
        zip: '27601',
        default: true,
        lat: 35.7,
        lng: -78.6,
      }),
    ).toEqual({
      address: '1 Main St',
      building: 'Apt 4',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
      lat: 35.7,
      lng: -78.6,
    });
  });

  it('reads as one line', () => {
    expect(
      addressLine({ address: '1 Main St', building: 'Apt 4', city: 'Raleigh', zip: '1' }),
    ).toBe('1 Main St, Apt 4, Raleigh');
  });
});
