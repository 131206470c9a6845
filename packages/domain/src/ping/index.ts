export {
  aggregatePings,
  isSuccessfulPing,
  PING_FAIL_VALUE,
  PING_MAX_SAMPLES,
  PING_TIMEOUT_MS,
  type PingSample,
} from './pingAggregate.ts';
export {
  PING_COLOUR_SCALE_MAX_MS,
  PING_HUE_FAST,
  PING_HUE_SLOW,
  pingColour,
  type PingColour,
} from './pingColour.ts';
export { pingLabel, type PingLabel } from './pingLabel.ts';
