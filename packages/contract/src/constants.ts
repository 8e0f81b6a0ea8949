/** Business constants shared by the console and the server (console-core §9). */
export const sessionCookieName = 'token';
/** The cookie's name where the console is served over HTTPS (PUBLIC_URL https://...): docs/decisions/094. */
export const secureSessionCookieName = '__Host-token';
export const sessionLifetimeSeconds = 2_592_000; // 30 days
export const userPageSize = 20;
export const toastAutoCloseMs = 5000;
export const homeTabStorageKey = 'page';
export const superFlagStorageKey = 'isSuper';
export const searchPlaceholder = 'Name or Phone number';
