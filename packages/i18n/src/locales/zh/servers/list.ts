import type { Messages } from '../../../messages.ts';
import type en from '../../en/servers/list.ts';

export default {
  title: '服务器',
  create: '创建服务器',
  regionsFailed:
    '无法加载以下区域的服务器：{{regions}}。列表显示的是之前加载的内容，系统会自动重试。',
  empty: {
    title: '还没有服务器',
    text: '创建您的第一台服务器：选择区域、系统和套餐，大约一分钟即可就绪。',
    create: '创建服务器',
  },
  search: '搜索服务器',
  searchPlaceholder: '按名称、地址、系统搜索…',
  filters: {
    region: '区域',
    status: '状态',
    os: '系统',
    allRegions: '所有区域',
    allStatuses: '所有状态',
    allSystems: '所有系统',
    clear: '清除筛选',
  },
  columns: {
    name: '名称',
    status: '状态',
    address: '地址',
    plan: '套餐',
    charges: '费用',
    created: '创建时间',
    actions: '操作',
  },
  copyAddress: '复制 {{name}} 的地址',
  selectAll: '选择所有服务器',
  select: '选择 {{name}}',
  noMatch: {
    title: '没有匹配的服务器',
    text: '修改搜索条件或清除筛选以查看所有服务器。',
  },
  actions: {
    label: '{{name}} 的操作',
    start: '启动',
    stop: '停止',
    reboot: '重启',
    hardReboot: '强制重启',
    console: '打开控制台',
    upgrade: '升级套餐',
    reinstall: '重装',
    delete: '删除',
  },
  confirm: {
    cancel: '取消',
    typeName: '输入 {{name}} 以确认',
    stop: {
      title: '停止 {{name}}？',
      text: '服务器将关机。已停止的服务器在删除之前仍会计费。',
    },
    hardReboot: {
      title: '强制重启 {{name}}？',
      text: '服务器将立即断电并重新启动，未保存的数据可能会丢失。',
    },
    delete: {
      title: '删除 {{name}}？',
      text: '服务器及其磁盘上的所有数据将被永久删除，计费随之停止。',
    },
  },
  bulk: {
    label: '对所选服务器的操作',
    selected_other: '已选择 {{count}} 台',
    deleteWord: '删除',
    typeWord: '输入“{{word}}”以确认',
    dismiss: '关闭',
    ok: '{{name}}：已完成',
    failed: '{{name}}：失败 — {{message}}',
    skipped: '{{name}}：已跳过，当前状态不允许此操作',
    confirm: {
      stop: {
        title_other: '停止 {{count}} 台服务器？',
        text: '以下服务器将关机：{{names}}。已停止的服务器在删除之前仍会计费。',
      },
      delete: {
        title_other: '删除 {{count}} 台服务器？',
        text: '以下服务器及其磁盘上的所有数据将被永久删除：{{names}}。',
      },
    },
    progress: {
      start: '正在启动：{{done}} / {{count}}…',
      stop: '正在停止：{{done}} / {{count}}…',
      reboot: '正在重启：{{done}} / {{count}}…',
      delete: '正在删除：{{done}} / {{count}}…',
    },
    finished: {
      start_other: '已启动 {{ok}} / {{count}} 台服务器',
      stop_other: '已停止 {{ok}} / {{count}} 台服务器',
      reboot_other: '已重启 {{ok}} / {{count}} 台服务器',
      delete_other: '已删除 {{ok}} / {{count}} 台服务器',
    },
  },
} as const satisfies Messages<typeof en, 'zh'>;
