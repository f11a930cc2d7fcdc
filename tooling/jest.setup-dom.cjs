require('@testing-library/jest-dom');
// jsdom lacks what react-router 7 and fetch-based code expect from a browser.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
// `findBy…` and `waitFor` wait for what the customer would see, however busy the machine: two
// workers beside a build or a browser can hold a first render past the default second. A
// wait that succeeds returns as soon as it does, so only a failing one takes longer.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
