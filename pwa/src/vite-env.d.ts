/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** This app's build (`0.1.0+58fe2a5`), set by vite.config.ts. */
declare const __APP_BUILD__: string;
