import type { Messages } from '../../messages.ts';
import type en from '../en/company.ts';

export default {
  company: {
    nav: {
      label: '公司页面',
      about: '关于我们',
      contact: '联系我们',
      jobs: '招聘',
      affiliate: '推广计划',
      dataCenters: '数据中心位置',
    },
    about: {
      heading: '关于 {{siteName}}',
      lead: '{{siteName}} 为开发者和企业提供云服务器、云硬盘和网络，价格清晰，按小时计费。',
      whoHeading: '我们是谁',
      whoText:
        '{{siteName}} 是一支由基础设施工程师、开发者和支持人员组成的团队，运营着自己的云。从数据中心的硬件、其上的云平台到这个控制面板，每一层都由我们自己构建、运维和支持。',
      valuesText:
        '我们相信云应该易于上手、付费透明：没有长期合同，没有隐藏费用，出现问题时有真人可以沟通。',
      platformHeading: '我们的技术',
      platformText:
        '我们的云基于 OpenStack 构建，这是全球电信运营商、高校和公有云广泛使用的开源平台。开放标准意味着您的工具和技能在这里同样适用。',
      platform: {
        compute: {
          title: '计算',
          text: '基于新一代 CPU 和 NVMe 存储的 KVM 虚拟服务器（OpenStack Nova），从小型突发套餐到独享核心。',
        },
        network: {
          title: '网络',
          text: '每个区域都提供私有网络、路由器、浮动 IP、IPv6 和安全组（OpenStack Neutron）。',
        },
        storage: {
          title: '存储',
          text: '多副本块存储卷和快照（基于 Ceph 的 OpenStack Cinder），以及兼容 S3 的对象存储。',
        },
        images: {
          title: '镜像',
          text: '主流 Linux 发行版、Windows Server 和现成的应用镜像（OpenStack Glance），也可以使用您自己的镜像。',
        },
        dns: {
          title: 'DNS',
          text: '与服务器同处一地的托管 DNS 区域和记录（OpenStack Designate）。',
        },
      },
      numbersHeading: '数字一览',
      numbers: {
        dataCenters: '数据中心',
        planCategories: '套餐类别',
        billing: '计费单位',
        billingValue: '1 小时',
        support: '技术支持',
        supportValue: '7×24',
      },
      seeDataCenters: '查看我们的数据中心',
      seeJobs: '加入我们',
    },
    contact: {
      heading: '联系我们',
      lead: '对套餐、账户或账单有疑问？请联系能够解答的团队。',
      sales: {
        title: '销售',
        text: '定制配置、批量折扣以及标准套餐无法满足的项目。',
      },
      support: {
        title: '技术支持',
        text: '客户通过控制面板提交工单可获得最快答复：工单中已包含您的账户和服务器信息。',
        tickets: '提交支持工单',
      },
      billing: {
        title: '财务',
        text: '付款、发票、退款及财务文件。',
      },
      addressHeading: '邮寄地址',
      address: '{{siteName}}\n示例街 1 号 100 室\n示例市 000000',
      addressNote: '我们的数据中心不接待访客；请先给我们写信。',
      selfHelpHeading: '自助查找答案',
      selfHelpText: '很多问题在我们的指南中已有解答：',
      knowledge: '知识库',
      tutorials: '社区教程',
    },
    jobs: {
      heading: '招聘',
      lead: '和我们一起打造易用、付费透明的云。{{siteName}} 是一支小团队，您的工作几天内就能交到客户手中。',
      openHeading: '开放职位',
      positions: {
        cloudEngineer: {
          title: '云平台工程师（OpenStack）',
          team: '基础设施',
          location: '远程或办公室',
          text: '运维并自动化我们的 OpenStack 区域：Nova、Neutron、Cinder 和 Ceph 升级，容量规划和值班轮换。必须熟悉 Linux、Python 和 Ansible。',
        },
        frontendEngineer: {
          title: '前端工程师（React、TypeScript）',
          team: '产品',
          location: '远程',
          text: '开发控制面板和官网：为服务器、计费和支持打造快速、无障碍的界面。您重视性能预算和测试。',
        },
        networkEngineer: {
          title: '网络工程师',
          team: '基础设施',
          location: '办公室，靠近数据中心',
          text: '设计并运维各区域的骨干网、BGP 会话和 DDoS 过滤。需要 BGP、EVPN 和自动化工具经验。',
        },
        supportEngineer: {
          title: '客户支持工程师',
          team: '支持',
          location: '远程，轮班',
          text: '回复开发者和企业的工单，与他们一起排查服务器和网络问题，并把常见问题整理成指南。',
        },
      },
      applyFor: '通过邮件申请：{{position}}',
      howHeading: '如何申请',
      howText: '请将简历或简短的经历介绍发送至以下邮箱，并在邮件主题中注明职位：',
      processText:
        '我们会在两周内回复每一份申请。流程包括与团队负责人通话、一项贴近实际工作的实践任务以及最终面谈。',
    },
    affiliate: {
      heading: '推广计划',
      lead: '推荐我们，即可从您带来的客户的每笔付款中获得 {{rate}} 佣金。',
      howHeading: '如何运作',
      steps: {
        join: '注册账户，在控制面板的推广页面获取您的专属链接。',
        share: '在您的网站、教程中分享链接或发送给客户。通过链接访问的访客会被记录 {{days}}。',
        earn: '从您推荐的客户的每笔付款中获得 {{rate}}。每笔佣金在付款 {{days}} 后可用。',
      },
      days_other: '{{count}} 天',
      termsHeading: '条款',
      terms: {
        rateTitle: '佣金',
        rateText:
          '被推荐客户的每笔付款（充值）的 {{rate}}，只要客户一直使用我们的服务。扣费和退款不产生佣金。',
        holdTitle: '冻结期 {{days}}',
        holdText: '佣金在对应付款后冻结 {{days}}，之后即可提现或用于您自己的服务器。',
        exampleTitle: '示例',
        exampleText: '您推荐的客户充值 {{payment}}：您获得 {{commission}}，{{days}} 后可用。',
      },
      startHeading: '开始赚取佣金',
      startText: '您的推广链接、点击量和收入都在控制面板中。',
      signUp: '注册并获取链接',
      dashboard: '打开推广面板',
    },
    dataCenters: {
      heading: '数据中心位置',
      lead: '选择离您的用户最近的区域。下方延迟由您的浏览器实时测量到各个区域。',
      listLabel: '数据中心及延迟',
      latency: '延迟',
      measuring: '测量中…',
      unreachable: '无法连接',
      latencyScale: '延迟 {{latency}}，范围 0 至 1000 毫秒',
      measureAgain: '重新测量',
      howHeading: '测量方法',
      howText:
        '您的浏览器通过 WebSocket 向每个区域发送最多 50 条小消息并计时其回显。超过 5 秒的回复视为丢失；显示回复的中位数，若一半或更多丢失则显示“无法连接”。',
    },
  },
  pricing: {
    heading: '价格',
    lead: '按小时付费，最多不超过月价。价格以区域货币计价。',
    loading: '正在加载价格…',
    error: '无法加载价格。',
    retry: '重试',
    empty: '该区域目前没有可用套餐。',
    region: '区域',
    regionOption: '{{city}}（{{currency}}）',
    tableCaption: '{{category}}套餐',
    columns: {
      plan: '套餐',
      vcpus: 'vCPU 数',
      ram: '内存',
      disk: 'NVMe 磁盘',
      traffic: '流量',
      port: '端口',
      monthly: '每月',
      hourly: '每小时',
    },
    gb: '{{value}}GB',
    tb: '{{value}}TB',
    port: {
      gbps: '{{value}} Gbps',
      mbps: '{{value}} Mbps',
    },
    outOfStock: '缺货',
    notesHeading: '须知',
    notes: {
      hourly: '服务器按小时计费；每月按 730 小时计算，因此运行整月的服务器费用即为月价。',
      traffic: '服务器用完当月流量后，会自动以 $1 增加 1 TB。流量每月重置。',
      ipv4: '第一个 IPv4 地址免费。每个额外的 IPv4 地址每月 {{price}}。',
    },
  },
  tutorials: {
    heading: '社区教程',
    lead: '常见任务的分步指南，从第一台服务器到您自己的域名。每篇都链接到知识库中的参考文章。',
    level: {
      beginner: '入门',
      intermediate: '进阶',
    },
    minutes_other: '{{count}} 分钟',
    readMore: '阅读指南：{{title}}',
    items: {
      firstServer: {
        title: '创建您的第一台服务器',
        summary: '选择区域、套餐和镜像，添加 SSH 密钥，几分钟内即可连接到新服务器。',
      },
      sshKeys: {
        title: '使用 SSH 密钥登录',
        summary: '生成密钥对，将公钥添加到账户，无需密码即可登录服务器。',
      },
      firewall: {
        title: '用防火墙保护服务器',
        summary: '使用安全组只开放应用所需的端口，其余端口保持关闭。',
      },
      volumes: {
        title: '使用云硬盘扩展存储',
        summary: '创建块存储卷，挂载到服务器，格式化并挂载，之后可在不停机的情况下扩容。',
      },
      snapshots: {
        title: '使用快照备份',
        summary: '升级前创建快照，从快照恢复服务器，或用它启动相同的服务器。',
      },
      dns: {
        title: '将域名指向服务器',
        summary: '创建 DNS 区域，添加 A、AAAA 和 MX 记录，并为服务器 IP 设置反向解析。',
      },
    },
    contributeHeading: '撰写教程',
    contributeText: '解决了别人也可能遇到的问题？我们会发布客户撰写的指南并署名作者。',
    contributeLink: '联系我们投稿',
  },
  totpTest: {
    heading: '测试您的身份验证器应用',
    lead: '在为账户开启两步验证登录之前，先确认您的身份验证器应用能生成正确的验证码。',
    account: '测试',
    scanHeading: '1. 添加测试密钥',
    scanText:
      '用身份验证器应用（Google Authenticator、Microsoft Authenticator、Authy、1Password、FreeOTP…）扫描此二维码。',
    qrLabel: '身份验证器应用的测试密钥二维码',
    manualText: '无法扫描？请手动输入此密钥：',
    secretLabel: '测试密钥',
    copy: '复制密钥',
    copied: '已复制',
    settings: '类型：基于时间（TOTP）· 6 位 · 30 秒 · SHA-1',
    checkHeading: '2. 输入验证码',
    codeLabel: '应用中的验证码',
    codeHint: '应用当前为此密钥显示的 6 位数字',
    check: '检查验证码',
    newSecret: '新的测试密钥',
    successTitle: '验证码正确',
    successText: '您的身份验证器应用工作正常，时钟准确。可以放心开启两步验证登录。',
    successBehind:
      '验证码与上一个 30 秒时段匹配：您的设备时钟略慢。请开启自动设置时间，以免验证码被拒绝。',
    successAhead:
      '验证码与下一个 30 秒时段匹配：您的设备时钟略快。请开启自动设置时间，以免验证码被拒绝。',
    failureTitle: '验证码不匹配',
    failureText: '请确认已添加本页当前的密钥、应用时间为自动设置，然后输入当前显示的验证码。',
    nextHeading: '下一步',
    nextText: '测试通过后，在账户设置中开启两步验证登录。',
    nextLink: '两步验证登录如何运作',
    privacy: '测试密钥在您的浏览器中生成，不会发送给我们；测试完成后请从应用中删除。',
  },
} as const satisfies Messages<typeof en, 'zh'>;
