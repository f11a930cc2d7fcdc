import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

/** Catches what escapes every remote area; the next route starts clean (§4.15). */
class Boundary extends Component<BoundaryProps, { error: unknown; pathname: string }> {
  override state = { error: null as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error('[host]', error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** The site's last line of defence, around the whole layout. */
export function SiteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
