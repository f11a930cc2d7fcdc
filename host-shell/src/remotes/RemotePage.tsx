import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import {
  RenderedState,
  useHydrating,
  type RemoteName,
  type RemoteRoutesModule,
  type RouteDefinition,
} from '@qsr/shared-contracts';
import { useFirstScreenRemote } from '../first-screen/FirstScreenProvider';
import { PartDrawnAnew } from '../first-screen/hydration';
import { PageLoading } from '../layout/PageLoading';
import { RemoteArea } from './RemoteArea';

/**
 * A remote's page, read from the state the server drew it from while it is hydrated. A remote
 * whose part has a state of its own (a restaurant's menu) says so; without it, the part is drawn
 * anew (`PartDrawnAnew`) rather than hydrated from another state.
 */
function HydratedPage({
  Page,
  state,
}: {
  Page: ComponentType;
  state: RemoteRoutesModule['firstScreenState'];
}) {
  if (useHydrating() && state === null) throw new PartDrawnAnew();
  return (
    <RenderedState value={state ?? null}>
      <Page />
    </RenderedState>
  );
}

/**
 * The page of a route owned by a remote: its `./routes` module, loaded when first needed. Where
 * the server drew the remote's part of the page, the area hydrates it, from the state the remote
 * says it was rendered from; else the page loading shows until the remote renders.
 */
export function RemotePage({ route }: { route: RouteDefinition & { owner: RemoteName } }) {
  const { pathname } = useLocation();
  const firstScreen = useFirstScreenRemote(route.owner, pathname);
  const part = firstScreen?.part;
  return (
    <RemoteArea
      key={route.owner}
      remote={route.owner}
      module="./routes"
      resetKey={pathname}
      loading={<PageLoading owner={route.owner} />}
      drawn={
        firstScreen && {
          page: part && <RenderedState value={part.state ?? null}>{part.page}</RenderedState>,
        }
      }
      render={(routes) => {
        const Page = (routes.pages as Record<string, React.ComponentType | undefined>)[route.id];
        if (!Page) throw Object.assign(new Error(`No page ${route.id}`), { status: 404 });
        return <HydratedPage Page={Page} state={routes.firstScreenState} />;
      }}
    />
  );
}
