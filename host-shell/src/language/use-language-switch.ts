import i18next from 'i18next';
import { useCallback } from 'react';
import { actions, useLanguage, type Language } from '@qsr/shared-contracts';
import { hostUi } from '../state/host-ui';
import { switchLanguage, type LanguagePlugin } from './switch-language';

/** The site's translation plugin: the one i18next instance every team's strings live in. */
export const i18nextPlugin: LanguagePlugin = {
  ready: () => i18next.isInitialized,
  current: () => i18next.resolvedLanguage ?? i18next.language,
  request: (language) => void i18next.changeLanguage(language),
};

/** Keeps `<html lang>` on the language the page shows (§4.11). */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** §4.11: switches through the plugin; the full-screen loader shows until it settles. */
export async function changeSiteLanguage(target: Language): Promise<void> {
  hostUi.switchingLanguage = true;
  try {
    if ((await switchLanguage(i18nextPlugin, target)) === 'switched') {
      actions.setLanguage(target);
      applyDocumentLanguage(target);
    }
  } finally {
    hostUi.switchingLanguage = false;
  }
}

/** The en-US/es toggle's state and action. */
export function useLanguageSwitch() {
  const language = useLanguage();
  const switchTo = useCallback((target: Language) => changeSiteLanguage(target), []);
  return { language, switchTo };
}
