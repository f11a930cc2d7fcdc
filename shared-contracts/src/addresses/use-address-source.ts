import { useMemo } from 'react';
import { readSiteConfig } from '../site-config';
import { useChannel, useLanguage } from '../state/hooks';
import type { AddressSource } from './address-source';
import { addressSourceFor } from './source-for-page';

/**
 * The page's source of address suggestions, for every remote that completes an address: the
 * ordering API's (each suggestion says who delivers there), or Google Places when the site config
 * has its key. One per channel and language, so an address keeps one Places session; the config
 * is read at the first suggestion, so a page rendered on the server reads no document.
 */
export function useAddressSource(): AddressSource {
  const channel = useChannel();
  const language = useLanguage();
  return useMemo(() => {
    let source: AddressSource | undefined;
    return {
      suggest: (text, signal) =>
        (source ??= addressSourceFor(readSiteConfig(), { channel, language })).suggest(
          text,
          signal,
        ),
    };
  }, [channel, language]);
}
