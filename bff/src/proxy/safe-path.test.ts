import { isSafeUpstreamPath } from './safe-path';

describe('isSafeUpstreamPath', () => {
  it.each([
    '/menus/100100',
    '/orders/abc-123/products/9',
    '/locations/search',
    '/members/faves/locations/12',
    '/products/chicken%20biscuit',
    '/welcome.page',
  ])('accepts %s', (value) => {
    expect(isSafeUpstreamPath(value)).toBe(true);
  });

  it.each([
    'menus',
    '//evil.example',
    '/a/../b',
    '/a/..',
    '/./a',
    '/a/%2e%2e/b',
    '/a/%2e/b',
    '/a%2fb',
    '/a%5cb',
    '/a\\b',
    '/%252e%252e',
    '/a/%00',
    '/a//b',
    '/http:/evil',
    '/javascript:alert(1)',
    '/a/%0d%0aSet-Cookie:x',
    '/%E0%A4%A',
  ])('refuses %s', (value) => {
    expect(isSafeUpstreamPath(value)).toBe(false);
  });
});
