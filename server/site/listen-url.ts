/**
 * The address to print for a listening server: the one it really listens on, so the line is
 * never a URL that does not answer. A wildcard address (every interface) is not something a
 * browser can open, so it is shown as localhost.
 */

/** Loopback only, unless HOST says otherwise: a development server is nobody else's business. */
export const DEFAULT_HOST = '127.0.0.1';

export function listenUrl(address: string, port: number): string {
  const host = address === '0.0.0.0' || address === '::' || address === '' ? 'localhost' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
