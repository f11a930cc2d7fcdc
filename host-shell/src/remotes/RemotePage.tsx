import { useLocation } from 'react-router';
import type { RemoteName, RouteDefinition } from '@qsr/shared-contracts';
import { FIRST_SCREEN_REMOTE_CLASS } from '../first-screen/first-screen-data';
import { useFirstScreenRemote } from '../first-screen/FirstScreenProvider';
import { PageLoading } from '../layout/PageLoading';
import { RemoteArea } from './RemoteArea';

/**
 * The page of a route owned by a remote: its `./routes` module, loaded when first needed.
 * Until it renders, the area shows the remote's part of the server's first screen when there
 * is one (inert: its links and buttons cannot act yet), else the page loading.
 */
export function RemotePage({ route }: { route: RouteDefinition & { owner: RemoteName } }) {
  const { pathname } = useLocation();
  const firstScreen = useFirstScreenRemote(route.owner, pathname);
  return (
    <RemoteArea
      key={route.owner}
      remote={route.owner}
      module="./routes"
      resetKey={pathname}
      loading={
        firstScreen === null ? (
          <PageLoading owner={route.owner} />
        ) : (
          <div
            className={FIRST_SCREEN_REMOTE_CLASS}
            inert
            dangerouslySetInnerHTML={{ __html: firstScreen }}
          />
        )
      }
      render={(routes) => {
        const Page = (routes.pages as Record<string, React.ComponentType | undefined>)[route.id];
        if (!Page) throw Object.assign(new Error(`No page ${route.id}`), { status: 404 });
        return <Page />;
      }}
    />
  );
}
