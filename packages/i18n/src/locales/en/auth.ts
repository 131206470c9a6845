// Namespace `auth`: sign-in, password and two-factor texts. Keys are named by @cloud-portal/domain
// (`auth:twoFactor.invalidCode` for the product-API code `totp_invalid`, `auth:validation.*`).
export default {
  login: {
    heading: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    forgotPassword: 'Forgot your password?',
    noAccount: 'No account yet?',
    signUpLink: 'Sign up',
    passwordResetDone: 'Your password has been changed. Sign in with the new one.',
    orContinueWith: 'Or continue with',
    socialButton: 'Continue with {{provider}}',
  },
  totp: {
    heading: 'Two-factor authentication',
    intro: 'Enter the 6-digit code from your authenticator app.',
    recoveryIntro: 'Enter one of your 8-character recovery codes. Each code works once.',
    codeLabel: 'Authentication code',
    recoveryLabel: 'Recovery code',
    useRecovery: 'Use a recovery code instead',
    useCode: 'Use the authenticator app instead',
    submit: 'Verify',
    back: 'Back to sign in',
  },
  oauth: {
    heading: 'Signing in',
    working: 'Finishing your sign-in…',
    stateMismatch: 'This sign-in link is not valid or has expired. Please start again.',
    denied: 'Sign-in with the provider was cancelled.',
    backToLogin: 'Back to sign in',
  },
  register: {
    heading: 'Create an account',
    email: 'Email',
    password: 'Password',
    passwordConfirmation: 'Repeat the password',
    passwordHint: 'At least {{min}} characters.',
    submit: 'Sign up',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign in',
    checkMail: 'Thank you. Check your mailbox: we have sent you a message about your account.',
  },
  reset: {
    requestHeading: 'Reset your password',
    requestIntro:
      'Enter the email of your account and we will send you a link to set a new password.',
    email: 'Email',
    requestSubmit: 'Send the link',
    requestSent:
      'If an account exists for this address, we have sent a link to reset the password. The link works for one hour.',
    newHeading: 'Set a new password',
    newPassword: 'New password',
    newPasswordConfirmation: 'Repeat the new password',
    newSubmit: 'Change the password',
    backToLogin: 'Back to sign in',
  },
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  control: {
    loading: 'Loading your account…',
    loadFailed: 'Your account could not be loaded.',
    retry: 'Try again',
  },
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
