import type { WalletReward } from '../types/offers';
import { walletRewardsFor } from './wallet';

const today = new Date(2030, 4, 15, 18, 0);
const reward = (label: string, extra: Partial<WalletReward> = {}): WalletReward => ({
  label,
  cred: label.toUpperCase().replace(/\W/g, ''),
  status: 'incomplete',
  ...extra,
});

describe('§5 wallet rewards shown', () => {
  it('only unexpired ones: no expiry, or an expiry of today or later', () => {
    const rewards = [
      reward('no expiry'),
      reward('null expiry', { expires: null }),
      reward('today', { expires: '2030-05-15' }),
      reward('today, as a date-time', { expires: '2030-05-15T00:00:00-04:00' }),
      reward('tomorrow', { expires: '2030-05-16' }),
      reward('yesterday', { expires: '2030-05-14T23:59:59Z' }),
    ];
    expect(walletRewardsFor(rewards, 'default', today).map((r) => r.label)).toEqual([
      'no expiry',
      'null expiry',
      'today',
      'today, as a date-time',
      'tomorrow',
    ]);
  });
  it("only those with status 'incomplete'", () => {
    const rewards = [
      reward('a'),
      reward('b', { status: 'complete' }),
      reward('c', { status: 'redeemed' }),
    ];
    expect(walletRewardsFor(rewards, 'default', today).map((r) => r.label)).toEqual(['a']);
  });
  it("catering shows only 'catering - ' rewards, with the prefix stripped", () => {
    const rewards = [
      reward('catering - $20 off'),
      reward('Free Biscuit'),
      reward('Catering - Tea Gallon'),
    ];
    expect(walletRewardsFor(rewards, 'catering', today)).toEqual([
      { ...rewards[0], label: '$20 off' },
      { ...rewards[2], label: 'Tea Gallon' },
    ]);
  });
  it("the default channel hides the 'catering - ' rewards", () => {
    const rewards = [reward('catering - $20 off'), reward('Free Biscuit')];
    expect(walletRewardsFor(rewards, 'default', today).map((r) => r.label)).toEqual([
      'Free Biscuit',
    ]);
  });
});
