export function BillingLimitsScreen() {
  return null;
}
