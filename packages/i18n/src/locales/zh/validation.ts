import type { Messages } from '../../messages.ts';
import type en from '../en/validation.ts';

export default {
  required: '此项为必填项。',
  requiredMin: '此项为必填项，且至少需要 {{min}} 个字符。',
  maxLength: '最多 {{max}} 个字符。',
  alphabetic: '此项只能包含字母。',
  phone: '请输入以 + 和国家代码开头的号码，例如 +86 10 1234 5678。',
  phoneLength: '电话号码（含国家代码）应为 {{min}} 到 {{max}} 位数字。',
  nameTaken: '该名称已被使用',
  nameForbidden: '不能使用该名称',
} as const satisfies Messages<typeof en, 'zh'>;
