import { BotCheckUnavailableError } from '@qsr/shared-contracts';
import { appendScript, createBotCheckService, type BotCheckWidget } from './bot-check-widget';

const config = { scriptUrl: '/bot-check/api.js', siteKey: 'site-key' };

function widget(execute: BotCheckWidget['execute']): BotCheckWidget {
  return { ready: (callback) => setTimeout(callback, 0), execute };
}

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
});

describe('§7.5 bot-check service over the widget', () => {
  it('loads the widget once and asks it with the site key and the action', async () => {
    const execute = jest.fn(
      async (_key: string, options: { action: string }) => `t-${options.action}`,
    );
    const loadScript = jest.fn(async () => {
      window.grecaptcha = widget(execute);
    });
    const service = createBotCheckService(config, loadScript);
    await service.initialise();
    await expect(service.provider('signin')).resolves.toBe('t-signin');
    await expect(service.provider('contact')).resolves.toBe('t-contact');
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith('/bot-check/api.js');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'signin' });
  });

  it('says the check is not ready when the script fails, and tries again on the next call', async () => {
    const loadScript = jest
      .fn<Promise<void>, [string]>()
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementationOnce(async () => {
        window.grecaptcha = widget(async () => 'token');
      });
    const service = createBotCheckService(config, loadScript);
    await expect(service.provider('signin')).rejects.toBeInstanceOf(BotCheckUnavailableError);
    await expect(service.provider('signin')).resolves.toBe('token');
  });

  it('says the check is not ready when the script defines no widget or the widget refuses', async () => {
    const empty = createBotCheckService(config, async () => undefined);
    await expect(empty.initialise()).rejects.toBeInstanceOf(BotCheckUnavailableError);
    const refusing = createBotCheckService(config, async () => {
      window.grecaptcha = widget(async () => {
        throw new Error('Invalid site key.');
      });
    });
    await expect(refusing.provider('signup')).rejects.toBeInstanceOf(BotCheckUnavailableError);
  });

  it('appends the script to the head and removes it when it fails to load', async () => {
    const loaded = appendScript('/ok.js');
    const ok = document.head.querySelector<HTMLScriptElement>('script[src="/ok.js"]')!;
    ok.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
    const failed = appendScript('/down.js');
    document.head.querySelector('script[src="/down.js"]')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(BotCheckUnavailableError);
    expect(document.head.querySelector('script[src="/down.js"]')).toBeNull();
  });
});
