/**
 * Is `rawPath` (the request path as received, without its query) safe to append to an
 * upstream base URL? Refused: traversal (`..`, `.` segments, also percent-encoded or
 * double-encoded), encoded slashes and backslashes, backslashes, empty segments (`//`, the
 * start of a protocol-relative URL), URL schemes (`http:`), control characters.
 */
export function isSafeUpstreamPath(rawPath: string): boolean {
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(rawPath)) return false;
  // %2f / %5c: a slash or backslash the router would not see; %25: double encoding; %00: NUL.
  if (/%(?:2f|5c|25|00)/i.test(rawPath)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return false;
  if (decoded.includes('..') || decoded.includes('//')) return false;
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '.')) return false;
  // A scheme anywhere (`/http:/…`, `/https:…`, `/javascript:…`) is an attempt at an absolute URL.
  if (segments.some((segment) => /^[a-z][a-z0-9+.-]*:/i.test(segment))) return false;
  return true;
}

/** `path?query` → `path`. */
export function pathOnly(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}
