import {
  callApi,
  followCall,
  ORDERING_CALLS,
  type AddToOrderItem,
  type CallOptions,
  type GroupView,
  type GuestPart,
  type Menu,
} from '@qsr/shared-contracts';

/*
 * Group orders' calls (beyond the spec). The host's carry the ordering token, as the box's own
 * calls do; a guest's carry none: the link's token and the guest's secret are their right.
 */

/** What the host sets: their name as guests see it, the cutoff (ISO 8601) and the limits. */
export interface GroupSettings {
  host_name: string;
  cutoff: string;
  guest_limit: number | null;
  /** Dollars. */
  spending_limit: number | null;
}

/** POST orders/{id}/group: starts a group on the host's box, or changes its settings. */
export function startGroup(orderId: string, settings: GroupSettings, options?: CallOptions) {
  return callApi(
    ORDERING_CALLS.startGroup,
    { orderId },
    { body: settings, auth: 'ordering', ...options },
  );
}

/** GET orders/{id}/group: the host's view, every guest with what their part comes to. */
export function getHostGroup(orderId: string, options?: CallOptions) {
  return callApi(ORDERING_CALLS.getHostGroup, { orderId }, { auth: 'ordering', ...options });
}

/** DELETE orders/{id}/group: guests can change nothing more; their lines stay in the box. */
export function endGroup(orderId: string, options?: CallOptions) {
  return callApi(ORDERING_CALLS.endGroup, { orderId }, { auth: 'ordering', ...options });
}

/** GET groups/{token}: who is in and whether done, never what they chose. */
export function getGroup(token: string, options?: CallOptions): Promise<GroupView> {
  return callApi(ORDERING_CALLS.getGroup, { token }, options);
}

/** POST groups/{token}/guests: joins by name; answers the secret of the guest's own part. */
export function joinGroup(token: string, name: string, options?: CallOptions) {
  return callApi(ORDERING_CALLS.joinGroup, { token }, { body: { name }, ...options });
}

/** GET groups/{token}/guests/{secret}: the guest's own part. */
export function getGuestPart(token: string, secret: string, options?: CallOptions) {
  return callApi(ORDERING_CALLS.getGuestPart, { token, secret }, options);
}

/** POST groups/{token}/guests/{secret}/products: adds to the guest's part, refused whole. */
export function addToGuestPart(
  token: string,
  secret: string,
  items: AddToOrderItem[],
  options?: CallOptions,
): Promise<GuestPart> {
  return callApi(
    ORDERING_CALLS.addToGuestPart,
    { token, secret },
    { body: { products: items }, ...options },
  );
}

/** DELETE groups/{token}/guests/{secret}/products/{lineId}. */
export function removeFromGuestPart(
  token: string,
  secret: string,
  lineId: number,
  options?: CallOptions,
): Promise<GuestPart> {
  return callApi(ORDERING_CALLS.removeFromGuestPart, { token, secret, lineId }, options);
}

/** POST groups/{token}/guests/{secret}/done: the guest's part is done. */
export function finishGuestPart(token: string, secret: string, options?: CallOptions) {
  return callApi(ORDERING_CALLS.finishGuestPart, { token, secret }, options);
}

/**
 * GET menus/{id}: the group's menu, the host's restaurant's (the customer's own menu, kept in
 * the shared state, may be another restaurant's).
 */
export function getGroupMenu(menuId: number, options?: CallOptions): Promise<Menu> {
  return callApi(ORDERING_CALLS.getMenu, { menuId }, options);
}

/**
 * GET groups/{token}/events, followed: `onChange` whenever anyone changes anything, and when
 * the stream opens again (a change may have passed while it was down). Returns its stop.
 */
export function followGroup(token: string, onChange: () => void): () => void {
  let opened = false;
  return followCall(
    ORDERING_CALLS.watchGroup,
    { token },
    {
      onEvent: (event) => {
        if (event === 'change') onChange();
      },
      onOpen: () => {
        if (opened) onChange();
        opened = true;
      },
    },
  );
}
