import { isSitePath } from './site-path';

describe('isSitePath', () => {
  it.each(['/', '/account', '/order/checkout?step=2#pay', '/menu/product?id=biscuit%2F2'])(
    'keeps %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a newline browsers drop', '/\n/evil.example'],
    ['an absolute URL', 'https://evil.example/account'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['an empty string', ''],
    ['not a string', 42],
  ])('refuses %s', (_what, path) => expect(isSitePath(path)).toBe(false));
});
