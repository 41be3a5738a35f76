declare module 'virtual:content-editor-config' {
  /** The content editor's configuration, made by integrations/cms/ from the content schemas. */
  const config: import('@sveltia/cms').CmsConfig;
  export default config;
}
