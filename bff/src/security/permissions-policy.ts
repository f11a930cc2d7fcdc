/**
 * The browser features the site's pages may use, each for the site's own origin only: the
 * locator asks for the customer's position (`geolocation`), the map's full-screen control
 * (`fullscreen`), and wallet pay at checkout (`payment`). Every other powerful feature is off
 * for the site and for anything it frames (the maps service, the bot check), so injected
 * script or a framed page gets no camera, microphone, sensors, USB…
 */
export const ALLOWED_FEATURES: readonly string[] = ['fullscreen', 'geolocation', 'payment'];

/**
 * Features Chromium recognises that the site never uses: an unknown name ('bluetooth',
 * 'web-share') is a console error on every page.
 */
export const DENIED_FEATURES: readonly string[] = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/** The `Permissions-Policy` header of every answer. */
export const PERMISSIONS_POLICY = [
  ...ALLOWED_FEATURES.map((feature) => `${feature}=(self)`),
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
].join(', ');
