import { NO_UPSTREAM, testConfig } from './helpers';

describe('testConfig', () => {
  it('points at no upstream unless the test names its own (never the sandbox default port)', () => {
    const config = testConfig();
    const upstreams = [
      config.orderingApiUrl,
      config.orderingApiV2Url,
      config.contentApiUrl,
      config.formsUrl,
      config.jobsApiUrl,
      config.careersSheetUrl,
      config.brazeUrl,
      config.captchaVerifyUrl,
      config.readyProbeUrl,
    ];
    for (const url of upstreams) expect(url.startsWith(NO_UPSTREAM)).toBe(true);
  });

  it("brings a test sandbox's services along with its ordering API", () => {
    const config = testConfig({ ORDERING_API_URL: 'http://127.0.0.1:39999/ordering/v1' });
    expect(config.contentApiUrl).toBe('http://127.0.0.1:39999/cdn');
  });
});
