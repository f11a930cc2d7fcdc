import { remoteFirstScreenDataId } from '@qsr/shared-contracts';
import { takeRemoteFirstScreenData } from './first-screen-data';

describe("a remote's first-screen data in the page", () => {
  const write = (text: string) => {
    document.body.innerHTML = `<script type="application/json" id="${remoteFirstScreenDataId('menuCart')}">${text}</script>`;
  };

  it('is read once', () => {
    write('{"menu":1}');
    expect(takeRemoteFirstScreenData(document, 'menuCart')).toEqual({ menu: 1 });
    expect(takeRemoteFirstScreenData(document, 'menuCart')).toBeNull();
  });

  it('is none when it is corrupt, or another remote’s', () => {
    write('{"menu":');
    expect(takeRemoteFirstScreenData(document, 'menuCart')).toBeNull();
    write('{"menu":1}');
    expect(takeRemoteFirstScreenData(document, 'checkout')).toBeNull();
  });
});
