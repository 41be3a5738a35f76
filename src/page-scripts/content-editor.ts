/**
 * The content editor (Sveltia CMS), bundled from npm so that /admin loads nothing from a CDN. Its
 * configuration is made at build time from the content schemas (integrations/cms/).
 */

import config from 'virtual:content-editor-config';
import CMS from '@sveltia/cms';

CMS.init({ config });
