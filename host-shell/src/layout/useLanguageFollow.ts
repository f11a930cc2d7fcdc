import i18next from 'i18next';
import { useEffect, useRef } from 'react';
import { actions, useLanguage } from '@qsr/shared-contracts';
import { applyDocumentLanguage } from '../language/use-language-switch';
import { loadContentCards } from '../startup/start-up';

/**
 * The language changed elsewhere (another tab, a remote's action) or here: the page follows
 * (§4.11), and so does what the state holds in the upstreams' words (the box, the content
 * cards, the member's offers), read again in it.
 */
export function useLanguageFollow(): void {
  const language = useLanguage();
  const shown = useRef(language);
  useEffect(() => {
    applyDocumentLanguage(language);
    if (i18next.resolvedLanguage !== language) void i18next.changeLanguage(language);
    if (shown.current === language) return;
    shown.current = language;
    void loadContentCards();
    void actions.followLanguage();
  }, [language]);
}
