export {
  FREE_IPV4_PER_ACCOUNT,
  extraIpv4MonthlyCharge,
  extraIpv4UnitPrice,
  newServerIpv4MonthlyCharge,
  paidIpv4Count,
  type ExtraIpv4ChargeInput,
  type NewServerIpv4ChargeInput,
} from './extraIpv4.ts';
export {
  EXTRA_TRAFFIC_BLOCK_BYTES,
  EXTRA_TRAFFIC_BLOCK_PRICE,
  TERABYTE_BYTES,
  extraTrafficCharge,
  trafficResetDate,
  type ExtraTrafficCharge,
  type TrafficUsage,
} from './extraTraffic.ts';
export {
  HOURS_PER_MONTH,
  VOLUME_PRICE_PER_10_GB_MONTHLY,
  volumeHourlyPrice,
  volumeMonthlyPrice,
} from './volume.ts';
export { PENDING_CHARGE_INTERVAL_MS, nextPendingChargeAt } from './pendingCharges.ts';
export { nextRecurrenceAt } from './recurrence.ts';
