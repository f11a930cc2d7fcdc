import { useEffect, useMemo, useState } from 'react';
import {
  addressKey,
  isDelivery,
  servesChannel,
  useChannel,
  useRestaurant,
  useOrder,
  type DeliveryAddress,
  type Location,
} from '@qsr/shared-contracts';
import { useSavedAddresses } from '../delivery/SavedAddresses';
import { fromSaved } from '../delivery/delivery-address';
import { grantedPosition } from '../geolocation/geolocation';
import { findLocations } from '../locations/location-calls';
import { ownLocation } from './own-location';

export interface PickupOption {
  key: string;
  kind: 'recent' | 'nearest';
  location: Location;
}

export interface DeliveryOption {
  key: string;
  address: DeliveryAddress;
}

/**
 * The nearest restaurant to the customer (one that caters, on the catering site), when they
 * already let the site know where they are.
 */
function useNearestLocation(
  wanted: boolean,
  catering: boolean,
): { nearest: Location | null; loading: boolean } {
  const [state, setState] = useState<{ nearest: Location | null; loading: boolean }>({
    nearest: null,
    loading: wanted,
  });
  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    setState({ nearest: null, loading: true });
    grantedPosition()
      .then((position) =>
        position ? findLocations({ ...position, limit: 1, catering }, { mode: 'suppress' }) : [],
      )
      .catch(() => [])
      .then((found) => {
        if (!cancelled) setState({ nearest: found[0] ?? null, loading: false });
      });
    return () => {
      cancelled = true;
    };
  }, [wanted, catering]);
  return state;
}

/**
 * §2.9 the options of the confirmation: for pickup the recent location and the nearest one;
 * for delivery the order's address and the member's saved addresses (deduplicated).
 */
export function useConfirmOptions(active: boolean) {
  const order = useOrder();
  const channel = useChannel();
  const kept = useRestaurant();
  const recent = kept && servesChannel(channel, kept) ? kept : null;
  const delivery = isDelivery(order?.handoff);
  const { nearest, loading: locating } = useNearestLocation(
    active && !delivery,
    channel === 'catering',
  );
  const { addresses, loading: loadingAddresses, failed, retry } = useSavedAddresses();

  const pickup = useMemo(() => {
    const found: PickupOption[] = [];
    if (recent) {
      found.push({ key: `recent-${recent.id}`, kind: 'recent', location: ownLocation(recent) });
    }
    if (nearest && nearest.id !== recent?.id) {
      found.push({ key: `nearest-${nearest.id}`, kind: 'nearest', location: nearest });
    }
    return found;
  }, [recent, nearest]);

  const orderAddress = order?.address;
  const deliveryOptions = useMemo(() => {
    const found: DeliveryOption[] = [];
    const seen = new Set<string>();
    for (const address of [...(orderAddress ? [orderAddress] : []), ...addresses.map(fromSaved)]) {
      const key = addressKey(address);
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ key: `address-${found.length}`, address });
    }
    return found;
  }, [orderAddress, addresses]);

  return {
    delivery,
    handoff: order?.handoff,
    pickup,
    deliveryOptions,
    /** The saved addresses could not be loaded: the dialog says so, with a retry. */
    savedAddressesFailed: delivery && failed,
    retrySavedAddresses: retry,
    loading: delivery ? loadingAddresses : locating,
  };
}
