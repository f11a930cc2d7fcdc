import { locationDisplayName } from '@qsr/shared-contracts';
import { addressLine } from '../delivery/delivery-address';
import type { MapMarker } from '../map/map-view';
import type { useConfirmOptions } from './use-confirm-options';

type Options = Pick<
  ReturnType<typeof useConfirmOptions>,
  'delivery' | 'deliveryOptions' | 'pickup'
>;

/** The map's pins for the options, keyed like them: the addresses placed on a map, or the restaurants. */
export function confirmMarkers({ delivery, deliveryOptions, pickup }: Options): MapMarker[] {
  return delivery
    ? deliveryOptions.flatMap(({ key, address }) =>
        address.lat !== undefined && address.lng !== undefined
          ? [{ id: key, label: addressLine(address), lat: address.lat, lng: address.lng }]
          : [],
      )
    : pickup.map(({ key, location }) => ({
        id: key,
        label: locationDisplayName(location.name),
        lat: location.lat,
        lng: location.lng,
      }));
}
