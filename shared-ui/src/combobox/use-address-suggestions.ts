import { useEffect, useState } from 'react';
import type { AddressSource, Suggestion } from '@qsr/shared-contracts';

/** A pause in typing this long asks for suggestions; each key press before it asks nothing. */
export const SUGGEST_DEBOUNCE_MS = 250;

/**
 * What is worth asking about: 2 to 100 letters, digits, spaces and an address's marks (as the
 * ordering API takes it); other text gets no suggestions and stays free text.
 */
const ASKABLE = /^[\p{L}\p{M}\d .,#'\-/]{2,100}$/u;

export const isAskable = (text: string): boolean => ASKABLE.test(text.trim());

/**
 * The suggestions for the text, asked after a pause in typing; an answer to older text is
 * dropped (its request aborted), and a failed ask suggests nothing: the field stays free text.
 */
export function useAddressSuggestions(source: AddressSource, text: string, enabled: boolean) {
  const [found, setFound] = useState<{ text: string; suggestions: Suggestion[] } | null>(null);
  const asked = text.trim();
  const askable = enabled && isAskable(asked);

  useEffect(() => {
    if (!askable) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      source.suggest(asked, controller.signal).then(
        (suggestions) => {
          if (!controller.signal.aborted) setFound({ text: asked, suggestions });
        },
        () => {
          if (!controller.signal.aborted) setFound({ text: asked, suggestions: [] });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source, asked, askable]);

  // Only the answer to the text as it is now: a list kept for earlier text ("12") may hold an
  // address the text no longer means ("12 King St" under "123 fay"), and a tap would choose it.
  const current =
    askable && found && found.text.toLowerCase() === asked.toLowerCase() ? found : null;
  return current?.suggestions ?? [];
}
