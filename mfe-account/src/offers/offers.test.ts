import type { OfferEntry } from '@qsr/shared-contracts';
import { offersFor } from './offers';

const offer = (id: number, channel: string): OfferEntry => ({
  id,
  channel,
  campaign: `C${id}`,
  memberid: 1,
  references: [],
});

describe('offers per channel', () => {
  const offers = [offer(1, 'web'), offer(2, 'Catering'), offer(3, 'app')];
  it('shows catering offers only in catering', () => {
    expect(offersFor(offers, 'catering').map((o) => o.id)).toEqual([2]);
  });
  it('hides them in the default channel', () => {
    expect(offersFor(offers, 'default').map((o) => o.id)).toEqual([1, 3]);
  });
});
