require('@testing-library/jest-dom');
// jsdom lacks what react-router 7 and fetch-based code expect from a browser.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
