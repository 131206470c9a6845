import type { Messages } from '../../messages.ts';
import type en from '../en/storage.ts';

export default {
  objectStorage: {
    containerNotEmpty: '容器不为空，请先删除其中的对象。',
    ec2CredentialsFailed: '无法生成 EC2 凭证，请联系客服。',
  },
  validation: {
    containerNameLength: '名称长度须为 {{min}} 到 {{max}} 个字符。',
    containerNameCharacters: '只能使用小写拉丁字母、数字、点和连字符。',
    containerNameEdges: '名称必须以小写字母或数字开头和结尾。',
    containerNameDots: '点不能相邻，也不能与连字符相邻。',
    containerNameIp: '名称不能是 IP 地址的形式。',
    containerNameReserved: '名称不能以“{{part}}”开头或结尾。',
  },
} as const satisfies Messages<typeof en, 'zh'>;
