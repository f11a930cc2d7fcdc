import { waitFor } from '@testing-library/react';
import { botCheckToken, BotCheckUnavailableError, registerBotCheck } from '@qsr/shared-contracts';
import { initialiseBotCheck, startBotCheck } from './bot-check-service';

const site = {
  brandName: 'Biscuit Barn',
  environment: 'test',
  cateringPort: '2001',
  consumerOrigin: '/',
  contentEndpoint: '/cms',
  contentToken: 'token',
};

afterEach(() => {
  registerBotCheck(null);
  delete window.grecaptcha;
  document.head.innerHTML = '';
});

function scriptOf(src: string): HTMLScriptElement | null {
  return document.head.querySelector(`script[src="${src}"]`);
}

describe('§2.2 bot-check service of the minimal layout', () => {
  it('loads the configured widget when initialised, and answers every team per action', async () => {
    startBotCheck({ ...site, botCheck: { scriptUrl: '/bot-check/api.js', siteKey: 'key' } });
    expect(scriptOf('/bot-check/api.js')).toBeNull();
    const initialised = initialiseBotCheck();
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (key, { action }) => `${key}:${action}`,
    };
    // The service's code loads first, then the widget's script.
    await waitFor(() => expect(scriptOf('/bot-check/api.js')).not.toBeNull());
    scriptOf('/bot-check/api.js')!.dispatchEvent(new Event('load'));
    await initialised;
    await expect(botCheckToken('signin')).resolves.toBe('key:signin');
  });

  it('registers nothing without a configured widget: calls say the check is not ready', async () => {
    startBotCheck(site);
    await initialiseBotCheck();
    expect(document.head.querySelector('script')).toBeNull();
    await expect(botCheckToken('contact')).rejects.toBeInstanceOf(BotCheckUnavailableError);
  });
});

describe('§7.5 the bot-check service’s code, loaded on first use', () => {
  it('says the check is not ready when its code cannot load, and loads it on the next call', async () => {
    let loads = 0;
    jest.doMock('./bot-check-widget', () => {
      loads += 1;
      if (loads === 1) throw new Error('Loading chunk failed');
      return jest.requireActual('./bot-check-widget');
    });
    await jest.isolateModulesAsync(async () => {
      const service = await import('./bot-check-service');
      const contracts = await import('@qsr/shared-contracts');
      service.startBotCheck({
        ...site,
        botCheck: { scriptUrl: '/bot-check/api.js', siteKey: 'key' },
      });
      await expect(contracts.botCheckToken('signin')).rejects.toBeInstanceOf(
        contracts.BotCheckUnavailableError,
      );
      window.grecaptcha = { ready: (callback) => callback(), execute: async () => 'token' };
      const token = contracts.botCheckToken('signin');
      await waitFor(() => expect(scriptOf('/bot-check/api.js')).not.toBeNull());
      scriptOf('/bot-check/api.js')!.dispatchEvent(new Event('load'));
      await expect(token).resolves.toBe('token');
      contracts.registerBotCheck(null);
    });
    expect(loads).toBe(2);
    jest.dontMock('./bot-check-widget');
  });
});
