/**
 * Erasing a person: the confirmation (how many leads go, and that it cannot be undone), and the
 * result. The form posts to /ops/erase; ops-routes.ts has checked its origin before it arrives.
 */
import { html } from 'hono/html';
import { counted } from './format.ts';
import { consolePage, type Html } from './layout.ts';
import { personHref } from './leads-query.ts';

export function eraseConfirmPage(email: string, held: number): Html {
  if (held === 0)
    return consolePage({
      title: `Erase ${email}`,
      signedIn: true,
      body: html`<div class="page-head narrow">
          <h1 class="break">Nothing to erase</h1>
          <p>Nothing is held about <strong class="break">${email}</strong>.</p>
          <p><a href="/ops">Back to the leads</a></p>
        </div>`,
    });
  return consolePage({
    title: `Erase ${email}`,
    signedIn: true,
    body: html`<p class="crumbs"><a href="/ops">Leads</a> <span aria-hidden="true">/</span> <a href="${personHref(email)}">Person</a> <span aria-hidden="true">/</span> Erase</p>
      <section class="card confirm narrow" aria-labelledby="erase-title">
        <h1 id="erase-title" class="break">Erase ${email}?</h1>
        <p>This erases <strong>${counted(held, 'lead')}</strong> held about <strong class="break">${email}</strong> (in any case), with any plan they carry.</p>
        <p class="warning"><strong>This cannot be undone.</strong> If a page sends one of these leads again, it is acknowledged and not stored.</p>
        <form method="post" action="/ops/erase" class="actions">
          <input type="hidden" name="email" value="${email}">
          <button class="button button-danger" type="submit">Erase ${counted(held, 'lead')}</button>
          <a class="button button-quiet" href="${personHref(email)}">Cancel</a>
        </form>
      </section>`,
  });
}

export function erasedPage(email: string, erased: number): Html {
  return consolePage({
    title: `Erased ${email}`,
    signedIn: true,
    body: html`<section class="card confirm narrow" aria-labelledby="erased-title">
        <h1 id="erased-title">Erased</h1>
        <p role="status">Erased ${counted(erased, 'lead')} of <strong class="break">${email}</strong>.</p>
        <p class="muted">Nothing about this address is held any more; a lead sent again with one of its submission ids is acknowledged and not stored.</p>
        <p class="actions"><a class="button" href="/ops">Back to the leads</a></p>
      </section>`,
  });
}
