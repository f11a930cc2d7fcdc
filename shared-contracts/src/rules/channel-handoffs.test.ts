import { CHANNEL_HANDOFFS, channelOffers, handoffMode } from './channel-handoffs';

describe('§1 the handoffs of each channel', () => {
  it('the consumer site offers pickup, curbside and delivery', () => {
    expect(CHANNEL_HANDOFFS.default).toEqual(['pickup', 'curbside', 'delivery']);
    for (const handoff of ['pickup', 'curbside', 'delivery', 'dispatch'] as const) {
      expect(channelOffers('default', handoff)).toBe(true);
    }
  });

  it('catering offers pickup or delivery, never curbside', () => {
    expect(CHANNEL_HANDOFFS.catering).toEqual(['pickup', 'delivery']);
    expect(channelOffers('catering', 'pickup')).toBe(true);
    expect(channelOffers('catering', 'dispatch')).toBe(true);
    expect(channelOffers('catering', 'curbside')).toBe(false);
  });

  it('dispatch is chosen as delivery', () => {
    expect(handoffMode('dispatch')).toBe('delivery');
    expect(handoffMode('curbside')).toBe('curbside');
  });
});
