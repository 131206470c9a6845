import type { Messages } from '../../messages.ts';
import type en from '../en/common.ts';

export default {
  nav: {
    mainNavigation: '主导航',
    products: '产品',
    cloudVds: '云服务器 VDS',
    elasticVolumes: '弹性云盘',
    dataCenters: '数据中心',
    news: '新闻',
    support: '支持',
    knowledgeBase: '知识库',
    tutorials: '社区教程',
    about: '关于',
    contact: '联系我们',
    jobs: '招聘',
    aboutUs: '关于我们',
    affiliate: '推广计划',
    signIn: '登录',
    signUp: '注册',
    controlPanel: '控制面板',
    language: '语言',
    home: '{{siteName}} 首页',
    openMenu: '菜单',
  },
  titles: {
    companyAbout: '关于我们 — {{siteName}}',
    companyContact: '联系我们 — {{siteName}}',
    companyJobs: '招聘 — {{siteName}}',
    companyAffiliate: '推广计划 — {{siteName}}',
    dataCenters: '数据中心位置 — {{siteName}}',
    pricing: '价格 — {{siteName}}',
    tutorials: '社区教程 — {{siteName}}',
    totpTest: '身份验证器测试 — {{siteName}}',
    news: '新闻 — {{siteName}}',
    knowledge: '知识库 — {{siteName}}',
    article: '{{title}} — {{siteName}}',
    home: '{{siteName}} — 几分钟内开通云服务器',
    donate: '捐赠 — {{siteName}}',
    donatePayWith: '确认捐赠 — {{siteName}}',
    notFound: '页面未找到 — {{siteName}}',
    login: '登录 — {{siteName}}',
    register: '注册 — {{siteName}}',
    resetPassword: '重置密码 — {{siteName}}',
  },
  unsavedChanges: {
    confirm: '您有未保存的更改。仍要离开此页面吗？',
  },
  notFound: {
    heading: '页面未找到',
    text: '您要查找的页面不存在或已被移动。',
    backHome: '返回首页',
  },
  noScript: {
    heading: 'JavaScript 已关闭',
    text: '此页面需要 JavaScript。请在浏览器中启用它，然后重新加载页面。',
  },
  errors: {
    heading: '出现错误',
    text: '发生意外错误，页面已停止。请刷新页面或稍后再试。',
    reload: '刷新页面',
  },
  colorScheme: {
    label: '主题',
    system: '跟随系统',
    light: '浅色',
    dark: '深色',
  },
  loading: '加载中…',
  // A section whose store chunk failed to load (issue 5): WithStore's retry message.
  storeFailed: {
    text: '页面的这一部分无法加载。',
    retry: '重试',
  },
  chunkFailed: {
    heading: '页面模块加载失败',
    text: '页面的一部分未能下载：连接已中断，或网站发布了新版本。请刷新页面以继续。',
    reload: '刷新页面',
  },
  routeLoading: {
    label: '正在加载页面',
  },
  notifications: {
    regionLabel: '公告',
  },
  toasts: {
    regionLabel: '消息',
    dismiss: '关闭',
  },
  footer: {
    rights: '© {{year}} {{siteName}}。保留所有权利。',
  },
} as const satisfies Messages<typeof en, 'zh'>;
