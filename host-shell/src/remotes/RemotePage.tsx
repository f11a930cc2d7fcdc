import { useLocation } from 'react-router';
import type { RemoteName, RouteDefinition } from '@qsr/shared-contracts';
import { PageLoading } from '../layout/PageLoading';
import { RemoteArea } from './RemoteArea';

/** The page of a route owned by a remote: its `./routes` module, loaded when first needed. */
export function RemotePage({ route }: { route: RouteDefinition & { owner: RemoteName } }) {
  const { pathname } = useLocation();
  return (
    <RemoteArea
      key={route.owner}
      remote={route.owner}
      module="./routes"
      resetKey={pathname}
      loading={<PageLoading />}
      render={(routes) => {
        const Page = (routes.pages as Record<string, React.ComponentType | undefined>)[route.id];
        if (!Page) throw Object.assign(new Error(`No page ${route.id}`), { status: 404 });
        return <Page />;
      }}
    />
  );
}
