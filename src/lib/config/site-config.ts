/**
 * The build-time configuration (README "Configure") as astro.config.mjs read and checked it with
 * src/lib/config/public-env.ts, so pages, CSP and reference host agree: the browser gets the values
 * alone, not the rules that read them.
 */
import type { PublicEnv } from './public-env';

declare const __PUBLIC_CONFIG__: PublicEnv;

export const config: PublicEnv = __PUBLIC_CONFIG__;
