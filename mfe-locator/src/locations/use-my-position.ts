import { useState, type RefObject } from 'react';
import { currentPosition } from '../geolocation/geolocation';
import type { LocationQuery } from './location-search';

/** Searching near the customer's position; refused or unavailable, the search field instead. */
export function useMyPosition(
  setQuery: (query: LocationQuery) => void,
  searchInput: RefObject<HTMLInputElement | null>,
) {
  const [locating, setLocating] = useState(false);
  const [positionRefused, setPositionRefused] = useState(false);

  const locateMe = async () => {
    setLocating(true);
    setPositionRefused(false);
    const position = await currentPosition();
    setLocating(false);
    if (position) {
      setQuery({ kind: 'near', ...position });
      return;
    }
    // Refused or unavailable: say so, and the search is right there instead.
    setPositionRefused(true);
    searchInput.current?.focus();
  };

  return { locating, positionRefused, locateMe };
}
