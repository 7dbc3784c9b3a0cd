interface ImportMetaEnv {
  /** SITE_URL as validated at build (vite.config.ts). */
  readonly VITE_SITE_URL: string;
}
