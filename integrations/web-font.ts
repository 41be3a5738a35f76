/** The file the site serves (Fontsource's latin subset, every weight from 300 to 900). */
export const WEB_FONT_FILE = 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2';
export const WEB_FONT_FAMILY = 'Figtree';
