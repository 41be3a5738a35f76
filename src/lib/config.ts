/** The browser's view of the build-time configuration (README "Configure"). */
import {
  PUBLIC_ANALYSIS_API_KEY,
  PUBLIC_ANALYSIS_HOST,
  PUBLIC_GA_ID,
  PUBLIC_LEAD_WEBHOOK_URL,
} from 'astro:env/client';

export const config = {
  analysisHost: PUBLIC_ANALYSIS_HOST.replace(/\/+$/, ''),
  analysisApiKey: PUBLIC_ANALYSIS_API_KEY,
  leadWebhookUrl: PUBLIC_LEAD_WEBHOOK_URL,
  gaId: PUBLIC_GA_ID,
};
