import { FIRST_SCREEN_DATA_ID } from '@qsr/shared-contracts';
import { firstScreenReads, takeFirstScreenData, type FirstScreenData } from './first-screen-data';
import { homeStory } from './first-screen-test-support';

const DATA: FirstScreenData = {
  pathname: '/',
  channel: 'default',
  language: 'en-US',
  story: homeStory('Fresh biscuits all day'),
  contentCards: [],
  inAppMessages: [],
  remote: null,
};
const PAGE = { pathname: '/', channel: 'default', language: 'en-US' } as const;

function writeData(text: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${text}</script>`;
}

describe('the client’s start from the server’s first screen', () => {
  it('takes the data written for this page, once', () => {
    writeData(JSON.stringify(DATA));
    expect(takeFirstScreenData(document, PAGE)).toEqual(DATA);
    expect(document.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();
    expect(takeFirstScreenData(document, PAGE)).toBeNull();
  });

  it('starts without it when it was rendered for another language, channel or path', () => {
    for (const other of [
      { ...PAGE, language: 'es' as const },
      { ...PAGE, channel: 'catering' as const },
      { ...PAGE, pathname: '/menu' },
    ]) {
      writeData(JSON.stringify(DATA));
      expect(takeFirstScreenData(document, other)).toBeNull();
    }
  });

  it('treats corrupt data as none', () => {
    writeData('{"pathname": "/", broken');
    expect(takeFirstScreenData(document, PAGE)).toBeNull();
    writeData(JSON.stringify({ ...DATA, contentCards: 'x' }));
    expect(takeFirstScreenData(document, PAGE)).toBeNull();
  });

  it('has nothing to take on a page without a first screen', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(takeFirstScreenData(document, PAGE)).toBeNull();
  });
});

describe('the client’s start on a remote’s page', () => {
  it('says which remote’s part the server drew, for its area to hydrate', () => {
    const data = { ...DATA, pathname: '/menu', story: null, remote: 'menuCart' };
    writeData(JSON.stringify(data));
    expect(takeFirstScreenData(document, { ...PAGE, pathname: '/menu' })).toEqual(data);
    // A name that is no remote's is none.
    writeData(JSON.stringify({ ...data, remote: 'shop' }));
    expect(takeFirstScreenData(document, { ...PAGE, pathname: '/menu' })).toEqual({
      ...data,
      remote: null,
    });
  });
});

describe('what the host’s part of a first screen reads', () => {
  const page = (pathname: string) => ({
    ...PAGE,
    pathname,
    search: '',
    origin: 'http://x',
    cookies: {},
  });
  it('reads the content cards and in-app messages on a remote’s page, without a story', () => {
    expect(firstScreenReads(page('/menu'))?.map((read) => read.query?.starts_with)).toEqual([
      'content-cards/',
      'in-app-messages/',
    ]);
  });
  it('has no first screen of its own for other pages', () => {
    expect(firstScreenReads(page('/no/such/page/here'))).toBeNull();
  });
});
