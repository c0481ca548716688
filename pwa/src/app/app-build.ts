/** This app's build, as the about page and the host's menu show it and every push and pull sends it. */
export const APP_BUILD: string = typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : 'dev';
