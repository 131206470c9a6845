export { base32Decode, base32Encode } from './base32.ts';
export {
  groupSecret,
  hotp,
  otpauthUri,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_SECRET_BYTES,
  TOTP_WINDOW_STEPS,
  totpCode,
  totpCounter,
  totpSecondsLeft,
  verifyTotp,
  type OtpauthLabel,
  type TotpVerification,
  type VerifyTotpOptions,
} from './totp.ts';
