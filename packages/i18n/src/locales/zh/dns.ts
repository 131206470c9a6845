import type { Messages } from '../../messages.ts';
import type en from '../en/dns.ts';

export default {
  validation: {
    nameDot: '名称必须以点结尾',
    nameLength: '名称最多 {{max}} 个字符（不含末尾的点）。',
    labelLength: '名称中两个点之间的每一段须为 1 到 {{max}} 个字符。',
    nameCharacters: '只能使用拉丁字母、数字、连字符和下划线；每一段不能以连字符开头或结尾。',
    ttl: 'TTL 必须是 {{min}} 到 {{max}} 之间的整数秒。',
    recordType: '请选择支持的记录类型。',
    record: '该值不是有效的 {{type}} 记录。',
    description: '描述最多 {{max}} 个字符。',
  },
} as const satisfies Messages<typeof en, 'zh'>;
