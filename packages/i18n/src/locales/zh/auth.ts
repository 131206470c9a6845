import type { Messages } from '../../messages.ts';
import type en from '../en/auth.ts';

export default {
  impersonation: {
    notice: '您正以 {{user}} 的身份登录',
    signOut: '退出登录',
  },
  password: {
    notChanged: '密码未更改，请重试。',
  },
  twoFactor: {
    invalidCode: '验证码无效，请重试。',
    codeAlreadyUsed: '该验证码已被使用，请等待下一个验证码。',
    unavailableForSocialLogin: '通过社交账号登录的账户无法使用双重身份验证。',
    recoveryCodeInvalid: '恢复码无效或已被使用。',
  },
  validation: {
    passwordTooShort: '密码至少需要 {{min}} 个字符。',
    passwordMismatch: '两次输入的密码不一致。',
    twoFactorCode: '请输入身份验证器应用中的 6 位验证码。',
    recoveryCode: '恢复码由 8 个字母和数字组成。',
  },
} as const satisfies Messages<typeof en, 'zh'>;
