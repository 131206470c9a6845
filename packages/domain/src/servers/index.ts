export type {
  ServerAddressEntry,
  ServerAddresses,
  ServerLike,
  TemporaryTransactionLike,
} from './serverShapes.types.ts';
export { serverAddress } from './serverAddress.ts';
export {
  UNKNOWN_IMAGE_MESSAGE_KEY,
  serverImage,
  serverImageSrc,
  serverSystemName,
  type ServerSystemName,
} from './serverImage.ts';
export {
  deriveServerFields,
  serverCharges,
  serverHasCustomVolume,
  serverKeyName,
  type DerivedServerFields,
  type ServerFieldsContext,
} from './deriveServerFields.ts';
export {
  isServerInTransition,
  serverDisplayStatus,
  type ServerDisplayStatus,
  type ServerStateLike,
} from './serverStatus.ts';
export {
  SERVER_CONTROL_ACTIONS,
  allowedServerActions,
  canRunServerAction,
  type ServerControlAction,
} from './serverActionRules.ts';
