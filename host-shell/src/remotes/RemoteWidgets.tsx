import { useAppState } from '@qsr/shared-contracts';
import { useNeededOnce } from '../layout/use-needed-once';
import { RemoteArea } from './RemoteArea';

/**
 * The widgets of the default layout (§2.2) that teams own: each remote is fetched only when
 * its widget is first opened, then stays mounted so it can close (and animate) by itself.
 */
export function RemoteWidgets() {
  const { showCart, showLocationModal, orderConfirming } = useAppState();
  const drawerNeeded = useNeededOnce(showCart);
  const modalNeeded = useNeededOnce(showLocationModal);
  const confirmationNeeded = useNeededOnce(orderConfirming);
  return (
    <>
      {drawerNeeded && (
        <RemoteArea
          remote="menuCart"
          module="./cart-drawer"
          render={({ default: Drawer }) => <Drawer />}
        />
      )}
      {modalNeeded && (
        <RemoteArea
          remote="locator"
          module="./location-modal"
          render={({ default: Modal }) => <Modal />}
        />
      )}
      {confirmationNeeded && (
        <RemoteArea
          remote="checkout"
          module="./order-confirmation"
          render={({ default: Dialog }) => <Dialog />}
        />
      )}
    </>
  );
}
