import { detectChannel } from './channel';

describe('§1 channel detection', () => {
  it('is catering when the host name contains catering', () => {
    expect(detectChannel({ hostname: 'catering.example.com', port: '' })).toBe('catering');
    expect(detectChannel({ hostname: 'catering.localhost', port: '3000' })).toBe('catering');
  });
  it('is catering on the local development port 2001', () => {
    expect(detectChannel({ hostname: 'localhost', port: '2001' })).toBe('catering');
  });
  it('is catering on a configured catering port', () => {
    expect(detectChannel({ hostname: 'localhost', port: '2301' }, '2301')).toBe('catering');
  });
  it('is default otherwise', () => {
    expect(detectChannel({ hostname: 'localhost', port: '3000' })).toBe('default');
    expect(detectChannel({ hostname: 'www.example.com', port: '' })).toBe('default');
  });
});
