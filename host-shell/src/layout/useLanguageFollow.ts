import i18next from 'i18next';
import { useEffect } from 'react';
import { useLanguage } from '@qsr/shared-contracts';
import { applyDocumentLanguage } from '../language/use-language-switch';

/** The language changed elsewhere (another tab, a remote's action): the page follows (§4.11). */
export function useLanguageFollow(): void {
  const language = useLanguage();
  useEffect(() => {
    applyDocumentLanguage(language);
    if (i18next.resolvedLanguage !== language) void i18next.changeLanguage(language);
  }, [language]);
}
