/**
 * The site's pages, for the tests and benches that visit each of them (the content editor's
 * /admin aside). `/landing` is the landing page at another address.
 */

/** The pages of the site's content, each with its own HTML. */
export const CONTENT_PAGES = ['/', '/landing', '/privacy', '/analysis', '/test-execution'];
/** An address no page has: the server answers it with the 404 page. */
export const UNKNOWN_PAGE = '/no/such/page';
/** The 404 page as its own file, answered 200 (Lighthouse refuses to score a 404 answer). */
export const NOT_FOUND_FILE = '/404.html';
/** Every page a visitor can reach: the 404 page among them, and the pages an email's links open. */
export const SITE_PAGES = [...CONTENT_PAGES, UNKNOWN_PAGE, '/confirm?t=example', '/leave?t=example'];
