import type { useNavigateFromHere } from '@qsr/shared-contracts';

/** Navigation bound to the page an action began on (`useNavigateFromHere`'s). */
type NavigateFromHere = ReturnType<ReturnType<typeof useNavigateFromHere>>;

/**
 * Where the confirmation sends the customer, with the router state the target reads. After a
 * Continue, `navigate` is bound to the page it was pressed on (the customer may have left it
 * meanwhile); otherwise the parent navigates from where the customer is.
 */
export type ConfirmDone = (
  target: string,
  state?: { noCoverage: boolean },
  navigate?: NavigateFromHere,
) => void;
