import {
  useActiveOrder,
  useLocation,
  useOrder,
  useUser,
  type Location,
  type Member,
  type Order,
} from '@qsr/shared-contracts';

/*
 * The state's read-only snapshots, typed as the contract's types for the pure helpers they
 * go to. Checkout never writes through them; it changes the state with `actions`.
 */
export const useBox = () => useOrder() as Order | null;
export const usePlacedOrder = () => useActiveOrder() as Order | null;
export const useRestaurant = () => useLocation() as Location | null;
export const useMember = () => useUser() as Member | null;
