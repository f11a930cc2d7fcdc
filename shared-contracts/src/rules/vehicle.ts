import type { Vehicle } from '../types/handoff-details';
import type { Order } from '../types/order';

const VEHICLE_PARTS = ['make', 'model', 'color'] as const;

/**
 * The custom field id of a part of the curbside vehicle (`PUT orders/{id}/custom`): checkout
 * writes these fields, and every place that shows the order reads them back.
 */
export const vehicleFieldId = (part: keyof Vehicle) => `vehicle_${part}`;

/** The vehicle as custom fields, each part trimmed; an empty part clears its field. */
export function vehicleCustomFields(vehicle: Vehicle): Array<{ id: string; value: string }> {
  return VEHICLE_PARTS.map((part) => ({ id: vehicleFieldId(part), value: vehicle[part].trim() }));
}

/** The curbside vehicle of an order's custom fields, as the customer typed it, or null. */
export function vehicleOf(order: Pick<Order, 'custom_fields'>): Vehicle | null {
  const field = (part: keyof Vehicle) =>
    order.custom_fields?.find((f) => f.id === vehicleFieldId(part))?.value.trim() ?? '';
  const vehicle = { make: field('make'), model: field('model'), color: field('color') };
  return vehicle.make || vehicle.model || vehicle.color ? vehicle : null;
}
