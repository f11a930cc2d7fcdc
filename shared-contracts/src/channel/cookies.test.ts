/**
 * @jest-environment-options {"url": "https://shop.example.com/menu"}
 */
import Cookies from 'js-cookie';
import { COOKIES, readCookie, writeCookie } from './cookies';

describe('§9 cookies on an https page', () => {
  it('writes them Secure, site-wide, same-site lax', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeCookie(COOKIES.exitCatering, 'opened');
    expect(set).toHaveBeenCalledWith('exit-catering', 'opened', {
      path: '/',
      expires: 365,
      sameSite: 'lax',
      secure: true,
    });
    expect(readCookie(COOKIES.exitCatering)).toBe('opened');
  });
});
