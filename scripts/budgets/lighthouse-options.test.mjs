import { describe, expect, it } from '@jest/globals';
import { benchOptions, CATEGORIES, lighthouseSettings } from './lighthouse-options.mjs';

describe("the Lighthouse bench's options", () => {
  it('measures five runs of every page of both channels by default', () => {
    expect(benchOptions({})).toEqual({
      runs: 5,
      paths: ['/', '/menu', '/menu/product', '/locations', '/order/checkout'],
      channels: ['consumer', 'catering'],
      reports: undefined,
    });
  });

  it('takes the runs, paths, channels and reports folder from the environment', () => {
    const env = {
      LIGHTHOUSE_RUNS: '2',
      LIGHTHOUSE_PATHS: '/,/about',
      LIGHTHOUSE_CHANNELS: 'catering',
      LIGHTHOUSE_REPORTS: '/tmp/reports',
    };
    expect(benchOptions(env)).toEqual({
      runs: 2,
      paths: ['/', '/about'],
      channels: ['catering'],
      reports: '/tmp/reports',
    });
  });
});

describe("Lighthouse's settings", () => {
  it('keeps the seeded storage and blocks nothing unless told', () => {
    expect(lighthouseSettings(9222, CATEGORIES, {})).toEqual({
      port: 9222,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
  });

  it('blocks the URL patterns LIGHTHOUSE_BLOCK names', () => {
    const settings = lighthouseSettings(9222, ['performance'], {
      LIGHTHOUSE_BLOCK: '*/fonts/*,*.woff2',
    });
    expect(settings.blockedUrlPatterns).toEqual(['*/fonts/*', '*.woff2']);
    expect(settings.onlyCategories).toEqual(['performance']);
  });
});
