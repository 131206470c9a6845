/**
 * Leaving the portal for another page in the same tab (the payment page). An object so tests can
 * replace `assign` (jsdom does not navigate).
 * @example browserNavigation.assign(payment.url)
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
