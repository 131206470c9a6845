import type { Messages } from '../../messages.ts';
import type en from '../en/servers.ts';
import billing from './servers/billing.ts';
import charts from './servers/charts.ts';
import console from './servers/console.ts';
import create from './servers/create.ts';
import list from './servers/list.ts';
import page from './servers/page.ts';

export default {
  list,
  create,
  page,
  console,
  charts,
  billing,
  status: {
    running: '运行中',
    stopped: '已停止',
    building: '创建中',
    starting: '启动中',
    stopping: '停止中',
    rebooting: '重启中',
    hardRebooting: '强制重启中',
    resizing: '变更配置中',
    confirmResize: '等待确认变更配置',
    rebuilding: '重装中',
    deleting: '删除中',
    snapshotting: '创建快照中',
    changingPassword: '修改密码中',
    paused: '已暂停',
    suspended: '已挂起',
    rescue: '救援模式',
    shelved: '已搁置',
    error: '错误',
    unknown: '未知',
  },
  count_other: '{{count}} 台服务器',
  ping: {
    latency: '{{ms}} 毫秒',
    failed: '无响应',
  },
  createErrors: {
    quotaExceeded: '您已达到该区域的配额上限。请使用其他区域，或联系客服申请提高配额。',
    regionOutOfStock: '该区域暂时没有可用资源。请选择其他区域或稍后再试。',
    regionMaintenance: '该区域正在维护中。请选择其他区域或稍后再试。',
  },
  unknownImage: '未知镜像',
  regionUnavailable: {
    readOnly: '该区域中现有的服务器继续运行，但不再接受新服务器。',
    maintenance: '该区域正在维护，暂时无法在此创建新服务器。',
    outOfStock: '该区域资源已售罄，暂时无法在此创建新服务器。',
    unavailable: '该区域目前不接受新服务器。',
    noFreeIpv4: '该区域的空闲 IPv4 地址不足。请选择其他区域或稍后再试。',
    noFreeIpv6: '该区域的空闲 IPv6 地址不足。请选择其他区域或稍后再试。',
  },
  validation: {
    sshKey: '请输入有效的 SSH 密钥',
    keypairName: '只能使用拉丁字母、数字、空格和连字符。',
    hostname:
      '只能使用拉丁字母、数字和连字符；两个点之间的每一段为 1 到 63 个字符，且不能以连字符开头或结尾。',
  },
} as const satisfies Messages<typeof en, 'zh'>;
