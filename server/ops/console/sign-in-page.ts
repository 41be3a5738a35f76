/** The console's sign-in page: one password, posted to /ops/sign-in (ops-routes.ts). */
import { html } from 'hono/html';
import { consolePage, type Html } from './layout.ts';

export function signInPage({ error }: { error?: string } = {}): Html {
  const described = error ? html` aria-invalid="true" aria-describedby="sign-in-error"` : '';
  return consolePage({
    title: 'Sign in',
    signedIn: false,
    mainClass: 'sign-in',
    body: html`<section class="card sign-in-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Sign in</h1>
        <p class="muted">The operator's console: the leads, their plans, and erasing a person on request.</p>
        ${error ? html`<p class="problems" role="alert" id="sign-in-error">${error}</p>` : ''}
        <form method="post" action="/ops/sign-in" class="stack">
          <div class="field">
            <label for="password">Password</label>
            <input id="password" name="password" type="password" autocomplete="current-password" required autofocus${described}>
          </div>
          <button class="button" type="submit">Sign in</button>
        </form>
      </section>`,
  });
}
