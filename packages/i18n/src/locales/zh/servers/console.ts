import type { Messages } from '../../../messages.ts';
import type en from '../../en/servers/console.ts';

export default {
  screenLabel: '{{name}} 的控制台',
  status: {
    opening: '正在打开控制台…',
    connecting: '正在连接…',
    connected: '已连接',
    disconnected: '已断开',
    failed: '未连接',
  },
  failure: {
    notReady: '服务器就绪后才能打开控制台。服务器启动后会自动连接。',
    gone: '该服务器已不存在，因此没有控制台。',
    expired: '控制台链接已过期。请重新连接以打开新的链接。',
    unreachable: '无法连接到控制台。请检查网络后重新连接。',
    error: '无法打开控制台。',
    errorDetail: '无法打开控制台：{{detail}}',
  },
  disconnectedText: '控制台连接已关闭。',
  notice: {
    stopped: '服务器已停止：控制台显示的是关机状态。启动服务器后即可使用。',
    paused: '服务器已暂停：恢复后即可使用控制台。',
    shelved: '服务器已搁置：取消搁置后即可使用控制台。',
    error: '服务器处于错误状态：控制台中没有正在运行的系统。',
    building: '服务器正在创建：控制台显示启动日志，随后出现登录提示。',
  },
  reconnect: '重新连接',
  focus: '在控制台中输入',
  scale: '缩放以适应',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  keyBarLabel: '特殊按键',
  keys: {
    Left: '左方向键',
    Up: '上方向键',
    Down: '下方向键',
    Right: '右方向键',
  },
  sendKey: '发送 {{key}}',
  paste: {
    label: '要输入的文本',
    hint: '以按键方式输入到控制台，就像您亲自键入一样：换行会按下 Enter。',
    submit: '输入',
    typing: '正在输入…',
    skipped_other: '{{count}} 个字符无法用键盘输入，已跳过。',
    tooLong: '每次最多 {{max}} 个字符。',
  },
} as const satisfies Messages<typeof en, 'zh'>;
