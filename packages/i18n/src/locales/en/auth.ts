// Namespace `auth`: sign-in, password and two-factor texts. Keys are named by @cloud-portal/domain
// (`auth:twoFactor.invalidCode` for the product-API code `totp_invalid`, `auth:validation.*`).
export default {
  impersonation: {
    // §4: the spec writes 'you're logged in as {user}'; capitalised here as a sentence.
    notice: "You're logged in as {{user}}",
    signOut: 'Sign out',
  },
  password: {
    notChanged: 'Your password was not changed. Please try again.',
  },
  twoFactor: {
    invalidCode: 'The verification code is not valid. Please try again.',
    codeAlreadyUsed: 'This verification code has already been used. Please wait for the next one.',
    unavailableForSocialLogin:
      'Two-factor authentication is not available for accounts that sign in with a social provider.',
    recoveryCodeInvalid: 'The recovery code is not valid or has already been used.',
  },
  validation: {
    passwordTooShort: 'Password must be at least {{min}} characters long.',
    passwordMismatch: 'Passwords do not match.',
    twoFactorCode: 'Enter the 6-digit code from your authenticator app.',
    recoveryCode: 'A recovery code has 8 letters and digits.',
  },
} as const;
