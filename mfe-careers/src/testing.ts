import './strings';

export { renderPage } from '../../tooling/testing/render-page';
