/**
 * Navigation for code outside React (the API client). The router registers
 * itself here: a client-side navigation cannot be cancelled by the router's
 * own redirects the way a pending full-page `location.assign` can.
 */
type Navigate = (url: string) => void;

let navigateWith: Navigate = (url) => globalThis.location.assign(url);

export function setNavigator(navigate: Navigate): void {
  navigateWith = navigate;
}

export const navigateTo: Navigate = (url) => navigateWith(url);
