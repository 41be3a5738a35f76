declare module 'virtual:content-editor-config' {
  /** The content editor's configuration, made by integrations/cms/ from the content schemas. */
  const config: import('@sveltia/cms').CmsConfig;
  export default config;
  /** Whether the build names a GitHub repository (CMS_GITHUB_REPO), which signing in with GitHub needs. */
  export const gitHubSignIn: boolean;
}
