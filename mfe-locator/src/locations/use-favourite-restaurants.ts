import { useEffect, useMemo } from 'react';
import { actions, servesChannel, useAppState, useSignedIn } from '@qsr/shared-contracts';
import { ownLocation } from '../confirm/own-location';

/** A member's favourite restaurants, read when they sign in; the catering site's only cater. */
export function useFavouriteRestaurants() {
  const signedIn = useSignedIn();
  const { favelocations, channel } = useAppState();
  const favourites = useMemo(
    () =>
      signedIn
        ? favelocations.map(ownLocation).filter((location) => servesChannel(channel, location))
        : [],
    [signedIn, favelocations, channel],
  );
  useEffect(() => {
    if (signedIn) void actions.loadFavouriteLocations();
  }, [signedIn]);
  return favourites;
}
