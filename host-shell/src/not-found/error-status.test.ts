import { errorStatus } from './error-status';

describe('§2.1 route error status', () => {
  it('takes statusCode first', () =>
    expect(errorStatus({ statusCode: 404, status: 410 })).toBe(404));
  it('then status', () => expect(errorStatus({ status: 403 })).toBe(403));
  it('then the response status', () =>
    expect(errorStatus({ response: { status: 502 } })).toBe(502));
  it('else 500', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus('boom')).toBe(500);
    expect(errorStatus({ status: 'bad' })).toBe(500);
  });
});
