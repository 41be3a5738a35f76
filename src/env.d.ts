declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate the first time this event is dispatched on window (src/directives/event.ts). */
    'client:event'?: string;
  }
}

export {};
