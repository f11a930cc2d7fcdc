import { STARTUP_PRELOADS_ID, preloadStartupScripts } from './startup-preloads';

describe('the startup preloads a server-rendered page keeps for later', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds the template’s preloads to the page when the site starts, not before', () => {
    document.head.innerHTML = `<template id="${STARTUP_PRELOADS_ID}"><link rel="preload" href="/libraries.1.js" as="script"><link rel="preload" href="/602.2.js" as="script"></template>`;
    const active = () =>
      [...document.head.querySelectorAll(':scope > link[rel="preload"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(active()).toEqual([]);
    preloadStartupScripts();
    expect(active()).toEqual(['/libraries.1.js', '/602.2.js']);
  });

  it('does nothing on a page without them (index.html preloads at once)', () => {
    preloadStartupScripts();
    expect(document.head.children).toHaveLength(0);
  });
});
