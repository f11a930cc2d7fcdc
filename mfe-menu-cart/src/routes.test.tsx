import { describeRemotePages } from '../../tooling/testing/remote-pages';
import { pages } from './routes';

describeRemotePages('menuCart', pages);
