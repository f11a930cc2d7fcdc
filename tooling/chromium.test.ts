import {
  CHROMIUM_ARGS,
  OMNIBOX_POPUP,
  chromeLauncherFlags,
  featuresTurnedBackOn,
} from './chromium.cjs';

const last = (flags: readonly string[]) =>
  flags
    .filter((flag) => flag.startsWith('--disable-features='))
    .at(-1)
    ?.split('=')[1]
    ?.split(',');

describe('the flags every Chromium starts with', () => {
  it('disables the omnibox popup and the spare renderer in the one --disable-features a Playwright launch passes', () => {
    expect(CHROMIUM_ARGS.filter((flag) => flag.startsWith('--disable-features='))).toHaveLength(1);
    expect(last(CHROMIUM_ARGS)).toEqual(
      expect.arrayContaining([...OMNIBOX_POPUP, 'SpareRendererForSitePerProcess']),
    );
  });

  it('keeps what chrome-launcher disables, in the list Chromium reads (the last)', () => {
    const defaults = ['--disable-features=Translate,MediaRouter', '--no-first-run'];
    const flags = [...defaults, ...chromeLauncherFlags(defaults)];
    expect(featuresTurnedBackOn(flags)).toEqual([]);
    expect(last(flags)).toEqual(['Translate', 'MediaRouter', ...OMNIBOX_POPUP]);
  });

  it('names the features a later --disable-features turns back on', () => {
    const commandLine = [
      '--disable-features=PaintHolding,MediaRouter,NewOne',
      '--headless',
      '--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup',
    ];
    expect(featuresTurnedBackOn(commandLine)).toEqual(['NewOne']);
    expect(featuresTurnedBackOn(commandLine.slice(0, 2))).toEqual([]);
  });
});
