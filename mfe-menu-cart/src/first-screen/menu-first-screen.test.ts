import { remoteFirstScreenDataId, createAppState } from '@qsr/shared-contracts';
import { aLocation, aMenu } from '@qsr/shared-contracts/testing';
import { keepFirstScreenMenu } from './menu-first-screen';

const write = (data: unknown) => {
  document.body.innerHTML = `<script type="application/json" id="${remoteFirstScreenDataId('menuCart')}">${JSON.stringify(data)}</script>`;
};

describe('the menu’s start from the server’s first screen', () => {
  it('keeps the menu it showed, for the page it was rendered for', () => {
    const state = createAppState({ location: aLocation({ menu_id: 500 }) });
    write({ pathname: '/menu', channel: 'default', menu: aMenu() });
    keepFirstScreenMenu(document, '/menu');
    expect(state.menu?.id).toBe(500);
    expect(state.menu?.expires).toBeGreaterThan(Date.now());
  });

  it('keeps nothing for another page, another restaurant’s menu or a corrupt value', () => {
    const state = createAppState({ location: aLocation({ menu_id: 500 }) });
    write({ pathname: '/menu', channel: 'default', menu: aMenu() });
    keepFirstScreenMenu(document, '/menu/biscuits');
    write({ pathname: '/menu', channel: 'default', menu: aMenu({ id: 700 }) });
    keepFirstScreenMenu(document, '/menu');
    write({ pathname: '/menu', channel: 'default', menu: { categories: 'x' } });
    keepFirstScreenMenu(document, '/menu');
    expect(state.menu).toBeNull();
  });
});
