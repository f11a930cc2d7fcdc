import { SITE_CONFIG_ELEMENT_ID } from '../site-config';
import { BotCheckUnavailableError, botCheckToken, registerBotCheck } from './bot-check';

function siteConfig(value: object | null) {
  document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
  if (!value) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONFIG_ELEMENT_ID;
  script.textContent = JSON.stringify(value);
  document.head.append(script);
}

afterEach(() => {
  registerBotCheck(null);
  siteConfig(null);
});

describe('§7.5 bot check', () => {
  it('asks the registered service for the action', async () => {
    const provider = jest.fn(async () => 'widget-token');
    registerBotCheck(provider);
    await expect(botCheckToken('signin')).resolves.toBe('widget-token');
    expect(provider).toHaveBeenCalledWith('signin');
  });

  it('uses the sandbox test token the site configuration carries', async () => {
    siteConfig({ botCheckTestToken: 'sandbox-captcha-ok' });
    await expect(botCheckToken('form_submit')).resolves.toBe('sandbox-captcha-ok');
  });

  it('says the check is not ready when there is neither', async () => {
    await expect(botCheckToken('contact')).rejects.toBeInstanceOf(BotCheckUnavailableError);
  });
});
