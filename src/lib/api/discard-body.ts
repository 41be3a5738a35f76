/**
 * Lets go of the body of an answer that will not be read: left unread (a 404 page, an outage
 * page), it holds its connection open for as long as the page lives. No import: the sync worker
 * shares it.
 */
export function discardBody(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}
