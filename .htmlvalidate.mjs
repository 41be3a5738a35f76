// HTML validation of every built page (`npm run validate:html`, a step of `npm test`).
// Only what Astro's and React's generated output cannot satisfy is relaxed; our own markup is held
// to html-validate's recommended rules.
export default {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    // Astro writes <style>astro-island,…{display:contents}</style> into <body> before the first island.
    { style: { flow: true } },
  ],
  rules: {
    // React's server renderer writes camelCase attribute names (noValidate, inputMode, autoComplete).
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean attributes as disabled="", Astro as a bare disabled: no one style fits both.
    'attribute-boolean-style': 'off',
    // React writes hidden="", Astro a bare hidden: no one style fits both.
    'attribute-empty-style': 'off',
    // React self-closes void elements (<input/>), Astro does not (<meta>): no one style fits both.
    'void-style': 'off',
    // React's useId() ids start with an underscore (_r8R_0_-address); still no empty or spaced ids.
    'valid-id': ['error', { relaxed: true }],
  },
};
