// Written by `npm run styles` from src/styles/tokens.css: edit that file, then run it.

/** Every token, light and dark, with each `var()` resolved. */
export const SITE_PALETTE = {
  light: {
    '--c-bg': '#fff',
    '--c-bg-soft': '#f6f7fb',
    '--c-bg-raised': '#fff',
    '--c-bg-header': 'color-mix(in srgb, #fff 88%, transparent)',
    '--c-bg-bar': 'color-mix(in srgb, #fff 95%, transparent)',
    '--c-ink': '#0f172a',
    '--c-ink-2': '#475569',
    '--c-line': '#e2e8f0',
    '--c-line-strong': '#cbd5e1',
    '--c-control-line': '#7c8aa0',
    '--c-accent': '#0b6e99',
    '--c-accent-ink': '#075272',
    '--c-accent-soft': '#e8f4fa',
    '--c-accent-line': '#b6dcee',
    '--c-accent-glow': 'color-mix(in srgb, #0b6e99 35%, transparent)',
    '--c-accent-2': '#2aa3cf',
    '--c-on-accent': '#fff',
    '--c-progress-track': '#d6ebf5',
    '--c-good': '#047857',
    '--c-good-soft': '#ecfdf5',
    '--c-bad': '#b91c1c',
    '--c-bad-soft': '#fef2f2',
    '--c-bad-line': '#fecaca',
    '--c-warn-soft': '#fffbeb',
    '--c-warn-line': '#fcd34d',
    '--c-warn-ink': '#78350f',
    '--c-inverse-bg': '#0f172a',
    '--c-inverse-bg-hover': '#1e293b',
    '--c-inverse-ink': '#fff',
    '--c-inverse-ink-2': '#cbd5e1',
    '--c-inverse-good': '#047857',
    '--c-inverse-bad': '#f87171',
    '--c-on-picture': '#fff',
    '--c-avatar-demo-from': '#d97706',
    '--c-avatar-demo-to': '#b45309',
    '--c-avatar-story-from': '#059669',
    '--c-avatar-story-to': '#047857',
    '--c-window-close': '#f87171',
    '--c-window-minimise': '#fbbf24',
    '--c-window-zoom': '#34d399',
    '--c-mulch-1': '#b45309',
    '--c-mulch-2': '#92400e',
    '--c-mulch-3': '#a16207',
    '--c-mulch-4': '#78350f',
    '--c-demo-title': '#14532d',
    '--c-demo-filled-line': '#16a34a',
    '--c-demo-button': '#15803d',
    '--c-demo-button-pressed': '#166534',
    '--shadow': '0 1px 2px rgb(15 23 42 / 0.04), 0 8px 24px -12px rgb(15 23 42 / 0.18)',
    '--shadow-bar': '0 -10px 30px -18px rgb(15 23 42 / 0.4)',
    '--shadow-dialog': '0 24px 64px -16px rgb(15 23 42 / 0.45)',
    '--c-backdrop': 'rgb(15 23 42 / 0.55)',
    '--text-xs': '0.8125rem',
    '--text-sm': '0.875rem',
    '--text-base': '1rem',
    '--text-lg': '1.125rem',
    '--text-xl': '1.25rem',
    '--text-2xl': '1.5rem',
    '--text-3xl': '1.875rem',
    '--text-section': 'clamp(1.875rem, 1.35rem + 2.2vw, 2.5rem)',
    '--text-display': 'clamp(2.25rem, 1.5rem + 3vw, 3.25rem)',
    '--radius': '14px',
    '--radius-sm': '8px',
    '--space': 'clamp(3.5rem, 8vw, 6rem)',
    '--header-h': '4rem',
    '--font': 'Figtree Arial, Figtree DejaVu, sans-serif',
  },
  dark: {
    '--c-bg': '#0f172a',
    '--c-bg-soft': '#0a1020',
    '--c-bg-raised': '#1a2438',
    '--c-bg-header': 'color-mix(in srgb, #0f172a 88%, transparent)',
    '--c-bg-bar': 'color-mix(in srgb, #0f172a 95%, transparent)',
    '--c-ink': '#e2e8f0',
    '--c-ink-2': '#a3b1c6',
    '--c-line': '#334155',
    '--c-line-strong': '#475569',
    '--c-control-line': '#7c8aa0',
    '--c-accent': '#4fb3e3',
    '--c-accent-ink': '#8fd3f4',
    '--c-accent-soft': '#0c2a3a',
    '--c-accent-line': '#0f4c6b',
    '--c-accent-glow': 'color-mix(in srgb, #4fb3e3 35%, transparent)',
    '--c-accent-2': '#a5e4ff',
    '--c-on-accent': '#0f172a',
    '--c-progress-track': '#133b52',
    '--c-good': '#34d399',
    '--c-good-soft': '#022c22',
    '--c-bad': '#f87171',
    '--c-bad-soft': '#3b0a0a',
    '--c-bad-line': '#7f1d1d',
    '--c-warn-soft': '#3a1d04',
    '--c-warn-line': '#a16207',
    '--c-warn-ink': '#fde68a',
    '--c-inverse-bg': '#e2e8f0',
    '--c-inverse-bg-hover': '#cbd5e1',
    '--c-inverse-ink': '#0f172a',
    '--c-inverse-ink-2': '#334155',
    '--c-inverse-good': '#047857',
    '--c-inverse-bad': '#b91c1c',
    '--c-on-picture': '#fff',
    '--c-avatar-demo-from': '#d97706',
    '--c-avatar-demo-to': '#b45309',
    '--c-avatar-story-from': '#059669',
    '--c-avatar-story-to': '#047857',
    '--c-window-close': '#f87171',
    '--c-window-minimise': '#fbbf24',
    '--c-window-zoom': '#34d399',
    '--c-mulch-1': '#b45309',
    '--c-mulch-2': '#92400e',
    '--c-mulch-3': '#a16207',
    '--c-mulch-4': '#78350f',
    '--c-demo-title': '#86efac',
    '--c-demo-filled-line': '#16a34a',
    '--c-demo-button': '#15803d',
    '--c-demo-button-pressed': '#166534',
    '--shadow': '0 1px 2px rgb(0 0 0 / 0.3), 0 8px 24px -12px rgb(0 0 0 / 0.6)',
    '--shadow-bar': '0 -10px 30px -18px rgb(0 0 0 / 0.8)',
    '--shadow-dialog': '0 0 0 1px #334155, 0 24px 64px -16px rgb(0 0 0 / 0.7)',
    '--c-backdrop': 'rgb(2 6 23 / 0.75)',
    '--text-xs': '0.8125rem',
    '--text-sm': '0.875rem',
    '--text-base': '1rem',
    '--text-lg': '1.125rem',
    '--text-xl': '1.25rem',
    '--text-2xl': '1.5rem',
    '--text-3xl': '1.875rem',
    '--text-section': 'clamp(1.875rem, 1.35rem + 2.2vw, 2.5rem)',
    '--text-display': 'clamp(2.25rem, 1.5rem + 3vw, 3.25rem)',
    '--radius': '14px',
    '--radius-sm': '8px',
    '--space': 'clamp(3.5rem, 8vw, 6rem)',
    '--header-h': '4rem',
    '--font': 'Figtree Arial, Figtree DejaVu, sans-serif',
  },
} as const;

/** The tokens as a stylesheet, for pages the site's build does not make (the console). */
export const TOKENS_CSS = `
:root {
  --c-bg: #fff;
  --c-bg-soft: #f6f7fb;
  --c-bg-raised: #fff;
  --c-bg-header: color-mix(in srgb, var(--c-bg) 88%, transparent);
  --c-bg-bar: color-mix(in srgb, var(--c-bg) 95%, transparent);
  --c-ink: #0f172a;
  --c-ink-2: #475569;
  --c-line: #e2e8f0;
  --c-line-strong: #cbd5e1;
  --c-control-line: #7c8aa0;
  --c-accent: #0b6e99;
  --c-accent-ink: #075272;
  --c-accent-soft: #e8f4fa;
  --c-accent-line: #b6dcee;
  --c-accent-glow: color-mix(in srgb, var(--c-accent) 35%, transparent);
  --c-accent-2: #2aa3cf;
  --c-on-accent: var(--c-bg);
  --c-progress-track: #d6ebf5;
  --c-good: #047857;
  --c-good-soft: #ecfdf5;
  --c-bad: #b91c1c;
  --c-bad-soft: #fef2f2;
  --c-bad-line: #fecaca;
  --c-warn-soft: #fffbeb;
  --c-warn-line: #fcd34d;
  --c-warn-ink: #78350f;
  --c-inverse-bg: var(--c-ink);
  --c-inverse-bg-hover: #1e293b;
  --c-inverse-ink: var(--c-bg);
  --c-inverse-ink-2: #cbd5e1;
  --c-inverse-good: #047857;
  --c-inverse-bad: #f87171;
  --c-on-picture: #fff;
  --c-avatar-demo-from: #d97706;
  --c-avatar-demo-to: #b45309;
  --c-avatar-story-from: #059669;
  --c-avatar-story-to: #047857;
  --c-window-close: #f87171;
  --c-window-minimise: #fbbf24;
  --c-window-zoom: #34d399;
  --c-mulch-1: #b45309;
  --c-mulch-2: #92400e;
  --c-mulch-3: #a16207;
  --c-mulch-4: #78350f;
  --c-demo-title: #14532d;
  --c-demo-filled-line: #16a34a;
  --c-demo-button: #15803d;
  --c-demo-button-pressed: #166534;
  --shadow: 0 1px 2px rgb(15 23 42 / 0.04), 0 8px 24px -12px rgb(15 23 42 / 0.18);
  --shadow-bar: 0 -10px 30px -18px rgb(15 23 42 / 0.4);
  --shadow-dialog: 0 24px 64px -16px rgb(15 23 42 / 0.45);
  --c-backdrop: rgb(15 23 42 / 0.55);
  --text-xs: 0.8125rem;
  --text-sm: 0.875rem;
  --text-base: 1rem;
  --text-lg: 1.125rem;
  --text-xl: 1.25rem;
  --text-2xl: 1.5rem;
  --text-3xl: 1.875rem;
  --text-section: clamp(1.875rem, 1.35rem + 2.2vw, 2.5rem);
  --text-display: clamp(2.25rem, 1.5rem + 3vw, 3.25rem);
  --radius: 14px;
  --radius-sm: 8px;
  --space: clamp(3.5rem, 8vw, 6rem);
  --header-h: 4rem;
  --font: Figtree Arial, Figtree DejaVu, sans-serif;
  color-scheme: light dark;
}
@media (prefers-color-scheme: dark) {
  :root {
    --c-bg: #0f172a;
    --c-bg-soft: #0a1020;
    --c-bg-raised: #1a2438;
    --c-ink: #e2e8f0;
    --c-ink-2: #a3b1c6;
    --c-line: #334155;
    --c-line-strong: #475569;
    --c-accent: #4fb3e3;
    --c-accent-ink: #8fd3f4;
    --c-accent-soft: #0c2a3a;
    --c-accent-line: #0f4c6b;
    --c-accent-2: #a5e4ff;
    --c-progress-track: #133b52;
    --c-good: #34d399;
    --c-good-soft: #022c22;
    --c-bad: #f87171;
    --c-bad-soft: #3b0a0a;
    --c-bad-line: #7f1d1d;
    --c-warn-soft: #3a1d04;
    --c-warn-line: #a16207;
    --c-warn-ink: #fde68a;
    --c-inverse-bg-hover: #cbd5e1;
    --c-inverse-ink-2: #334155;
    --c-inverse-bad: #b91c1c;
    --c-demo-title: #86efac;
    --shadow: 0 1px 2px rgb(0 0 0 / 0.3), 0 8px 24px -12px rgb(0 0 0 / 0.6);
    --shadow-bar: 0 -10px 30px -18px rgb(0 0 0 / 0.8);
    --shadow-dialog: 0 0 0 1px var(--c-line), 0 24px 64px -16px rgb(0 0 0 / 0.7);
    --c-backdrop: rgb(2 6 23 / 0.75);
  }
}
`;
