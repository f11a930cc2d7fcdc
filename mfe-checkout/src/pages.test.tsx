import { describeRemotePages } from '../../tooling/testing/remote-pages';
import { pages } from './pages';

describeRemotePages('checkout', pages);
