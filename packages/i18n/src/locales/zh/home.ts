import type { Messages } from '../../messages.ts';
import type en from '../en/home.ts';

export default {
  plans: {
    heading: '套餐与价格',
    subtitle:
      '服务器按小时从余额扣费；月价是服务器一个月内的最高费用。价格以所选数据中心的货币显示。',
    loading: '正在加载套餐…',
  },
  images: {
    heading: '操作系统与应用',
    subtitle: '使用纯净的系统镜像或现成的应用安装服务器，并可随时换用其他镜像重装。',
    systems: '操作系统',
    apps: '现成应用',
    appsText: 'VPN 与代理面板，在服务器启动时自动安装和配置。',
  },
  features: {
    heading: '服务器所需的一切',
    items: {
      hourlyBilling: {
        title: '按小时计费',
        text: '从预付余额中只为服务器存在的小时付费。无合同，无开通费。',
      },
      snapshots: {
        title: '快照与备份',
        text: '在有风险的更改前创建快照，几分钟内即可回滚，或开启自动备份。',
      },
      privateNetworks: {
        title: '私有网络',
        text: '通过隔离的网络和路由器连接服务器，使用您自己的地址段。',
      },
      firewalls: {
        title: '防火墙',
        text: '安全组在流量到达服务器之前进行过滤。只开放您需要的端口。',
      },
      dns: {
        title: 'DNS 托管',
        text: '在使用域名的服务器旁边管理其区域和记录。',
      },
      api: {
        title: 'API 与 SDK',
        text: '控制面板中的一切操作都可以通过 API 完成，并提供用于自动化的类型化 SDK。',
      },
      volumes: {
        title: '块存储',
        text: '将弹性云盘挂载到同一区域的任意服务器，并在需要时扩容。',
      },
      twoFactor: {
        title: '两步验证登录',
        text: '使用身份验证器应用的一次性验证码和恢复码保护您的账户。',
      },
    },
  },
  faq: {
    heading: '常见问题',
    items: {
      payment: {
        question: '如何付款？',
        answer:
          '可通过银行卡、PayPal、支付宝、加密货币、Webmoney 或快速支付系统为余额充值。已保存的银行卡可以自动为余额充值。',
      },
      billing: {
        question: '如何计费？',
        answer:
          '运行中的服务器、云盘和地址按小时从预付余额中计费，每 24 小时扣款一次。服务器的费用绝不会超过其月价。',
      },
      lowBalance: {
        question: '余额用完会怎样？',
        answer:
          '绑定银行卡后，在银行卡自动充值期间余额可以短暂略低于零。未绑定银行卡时，请在余额归零之前充值，以保持服务器运行。',
      },
      refund: {
        question: '可以退款吗？',
        answer:
          '可以。未使用的余额可以退回到原付款的银行卡或钱包：请提交工单。支付服务商收取的手续费不予退还。',
      },
      limits: {
        question: '我可以创建多少台服务器？',
        answer:
          '新账户在每个区域最多可运行 {{instances}} 台服务器，总计 {{cores}} 个 vCPU 和 {{ramGb}} GB 内存。如需提高限额，请联系支持。',
      },
      ipAddresses: {
        question: 'IP 地址包含在内吗？',
        answer: '每台服务器都有 IPv6，第一个 IPv4 地址免费。之后每个 IPv4 地址每月 {{ipPrice}}。',
      },
      support: {
        question: '如何获得帮助？',
        answer: '在控制面板中提交支持工单，或阅读知识库和社区教程中的分步指南。',
      },
    },
  },
} as const satisfies Messages<typeof en, 'zh'>;
