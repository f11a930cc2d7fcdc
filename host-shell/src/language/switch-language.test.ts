import { LANGUAGE_GIVE_UP_MS, switchLanguage, type LanguagePlugin } from './switch-language';

function plugin(overrides: Partial<LanguagePlugin> & { switchAfterMs?: number } = {}) {
  let language = 'en-US';
  return {
    ready: () => true,
    current: () => language,
    request: jest.fn((target: string) => {
      if (overrides.switchAfterMs === undefined) return;
      setTimeout(() => {
        language = target;
      }, overrides.switchAfterMs);
    }),
    ...overrides,
  };
}

describe('§4.11 language switch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits until the plugin reports the target language, polling every 100 ms', async () => {
    const p = plugin({ switchAfterMs: 250 });
    const outcome = switchLanguage(p, 'es');
    expect(p.request).toHaveBeenCalledWith('es');
    await jest.advanceTimersByTimeAsync(300);
    await expect(outcome).resolves.toBe('switched');
  });

  it('gives up after 5 seconds', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = switchLanguage(plugin(), 'es');
    let settled = false;
    void outcome.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(LANGUAGE_GIVE_UP_MS - 100);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    await expect(outcome).resolves.toBe('gave-up');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('only warns when the plugin is not ready', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const p = plugin({ ready: () => false });
    await expect(switchLanguage(p, 'es')).resolves.toBe('not-ready');
    expect(p.request).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
