import { BotCheckUnavailableError, botCheckToken, registerBotCheck } from './bot-check';

afterEach(() => registerBotCheck(null));

describe('§7.5 bot check', () => {
  it('asks the registered service for the action', async () => {
    const provider = jest.fn(async () => 'widget-token');
    registerBotCheck(provider);
    await expect(botCheckToken('signin')).resolves.toBe('widget-token');
    expect(provider).toHaveBeenCalledWith('signin');
  });

  it('says the check is not ready when no service is registered', async () => {
    await expect(botCheckToken('contact')).rejects.toBeInstanceOf(BotCheckUnavailableError);
  });
});
