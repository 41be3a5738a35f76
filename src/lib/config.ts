/**
 * The browser's view of the build-time configuration (README "Configure"), read through the same
 * rules as the build (trimmed, blank means default), so pages, CSP and reference host agree.
 */
import {
  PUBLIC_ANALYSIS_API_KEY,
  PUBLIC_ANALYSIS_HOST,
  PUBLIC_GA_ID,
  PUBLIC_LEAD_WEBHOOK_URL,
  PUBLIC_SITE_URL,
} from 'astro:env/client';
import { readPublicEnv } from './public-env';

export const config = readPublicEnv({
  PUBLIC_ANALYSIS_HOST,
  PUBLIC_ANALYSIS_API_KEY,
  PUBLIC_LEAD_WEBHOOK_URL,
  PUBLIC_GA_ID,
  PUBLIC_SITE_URL,
});
