import type { Language } from '@qsr/shared-contracts';

/** §4.11, §9: the language plugin is polled every 100 ms, and given up on after 5000 ms. */
export const LANGUAGE_POLL_MS = 100;
export const LANGUAGE_GIVE_UP_MS = 5000;

/** The translation plugin the page switches through (i18next here; a widget could be another). */
export interface LanguagePlugin {
  ready(): boolean;
  current(): string | undefined;
  request(language: Language): void;
}

export type SwitchOutcome = 'switched' | 'not-ready' | 'gave-up';

/**
 * §4.11: asks the plugin for the target language and polls until it reports it; gives up after
 * 5 s. A plugin that is not ready only produces a warning. The caller clears its loading state
 * whatever the outcome.
 */
export function switchLanguage(
  plugin: LanguagePlugin,
  target: Language,
  timing: { pollMs?: number; giveUpMs?: number } = {},
): Promise<SwitchOutcome> {
  const pollMs = timing.pollMs ?? LANGUAGE_POLL_MS;
  const giveUpMs = timing.giveUpMs ?? LANGUAGE_GIVE_UP_MS;
  if (!plugin.ready()) {
    console.warn(`The language plugin is not ready; the page stays in ${plugin.current() ?? '?'}.`);
    return Promise.resolve('not-ready');
  }
  plugin.request(target);
  return new Promise((resolve) => {
    let waited = 0;
    const poll = () => {
      if (plugin.current() === target) return resolve('switched');
      if (waited >= giveUpMs) {
        console.warn(`The language plugin did not switch to ${target} within ${giveUpMs} ms.`);
        return resolve('gave-up');
      }
      waited += pollMs;
      setTimeout(poll, pollMs);
    };
    poll();
  });
}
