import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startSite } from './site.mjs';
const site = await startSite();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const urls = [];
  page.on('request', (r) => urls.push([r.url().replace(site.consumerUrl, ''), r.resourceType()]));
  await page.goto(site.consumerUrl + '/', { waitUntil: 'networkidle' });
  console.log(JSON.stringify(urls.filter(([u, t]) => (t === 'script' || t === 'stylesheet') && !u.startsWith('/remotes'))));
} finally { await browser.close(); site.stop(); }
