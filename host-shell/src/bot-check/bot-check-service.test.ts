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
