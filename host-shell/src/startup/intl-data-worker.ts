// A worker, built to `/intl-data-worker.js` by the host's webpack config: it makes the page's
// kinds of formatters once, in both languages, and ends. ICU loads a language's date, time-zone,
// money, plural and list data once per browser process, at the first formatter that needs it:
// made on the page's thread, that cost a phone 120–200 ms of blocked input (30–50 ms here, × 4).
// Made here first, the page's own formatters find the data loaded. docs/decisions.md, "ICU's data
// off the page's thread".
const SOME_ZONE = 'America/New_York';

for (const locale of ['en-US', 'es-US']) {
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    hour: 'numeric',
    timeZone: SOME_ZONE,
    timeZoneName: 'short',
  }).format(0);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.PluralRules(locale).select(1);
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(['', '']);
}

close();

// A module, so that its test can import it; the built worker is one classic script.
export {};
