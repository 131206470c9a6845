import type { NewsInput } from '../store.ts';

/** Cover images the sandbox draws itself (`/sandbox/media/news/{name}.svg`, web/mediaRoutes.ts). */
export const NEWS_IMAGES = ['frankfurt', 'totp', 'snapshots', 'vpn', 'maintenance'] as const;

const image = (name: (typeof NEWS_IMAGES)[number]) => `/sandbox/media/news/${name}.svg`;

/**
 * Seeded news, in en/ru/zh. Item 5 is a TEST FIXTURE for the portal's HTML sanitiser: its body
 * carries a `<script>`, an `onerror=` handler, an inline style and a `javascript:` link, all of
 * which the portal must strip (DESIGN security). Do not "fix" it.
 */
export const SEED_NEWS: readonly NewsInput[] = [
  {
    id: 1,
    slug: 'frankfurt-region-open',
    publishedAt: '2026-10-01T09:00:00.000Z',
    image: image('frankfurt'),
    texts: {
      en: {
        title: 'New region: Frankfurt (eu-central1)',
        excerpt: 'Servers in Frankfurt are billed in euros and sit one hop from DE-CIX.',
        bodyHtml: [
          '<h2>What is new</h2>',
          '<p>Our Frankfurt data center is open. Servers created in <strong>eu-central1</strong> are billed in euros.</p>',
          `<p><img src="${image('frankfurt')}" alt="Frankfurt data center hall" width="640" height="320"></p>`,
          '<h3>Why Frankfurt</h3>',
          '<ul><li>Under 10 ms to most of Germany, Austria and Switzerland</li>',
          '<li>Direct peering at DE-CIX</li><li>Every plan category, including bare metal</li></ul>',
          '<p>Check the latency from where you are on the <a href="/data-center-locations">data center page</a>.</p>',
        ].join('\n'),
      },
      ru: {
        title: 'Новый регион: Франкфурт (eu-central1)',
        excerpt: 'Серверы во Франкфурте оплачиваются в евро и находятся в одном шаге от DE-CIX.',
        bodyHtml: [
          '<h2>Что нового</h2>',
          '<p>Открыт наш дата-центр во Франкфурте. Серверы в регионе <strong>eu-central1</strong> оплачиваются в евро.</p>',
          `<p><img src="${image('frankfurt')}" alt="Машинный зал во Франкфурте" width="640" height="320"></p>`,
          '<h3>Почему Франкфурт</h3>',
          '<ul><li>Меньше 10 мс до большей части Германии, Австрии и Швейцарии</li>',
          '<li>Прямой пиринг на DE-CIX</li><li>Все категории тарифов, включая выделенные серверы</li></ul>',
          '<p>Проверьте задержку из своей сети на <a href="/data-center-locations">странице дата-центров</a>.</p>',
        ].join('\n'),
      },
      zh: {
        title: '新区域：法兰克福（eu-central1）',
        excerpt: '法兰克福的服务器以欧元计费，直连 DE-CIX。',
        bodyHtml: [
          '<h2>新内容</h2>',
          '<p>我们的法兰克福数据中心已开放。在 <strong>eu-central1</strong> 创建的服务器以欧元计费。</p>',
          `<p><img src="${image('frankfurt')}" alt="法兰克福数据中心机房" width="640" height="320"></p>`,
          '<h3>为什么选择法兰克福</h3>',
          '<ul><li>到德国、奥地利和瑞士大部分地区延迟低于 10 毫秒</li>',
          '<li>在 DE-CIX 直接对等互联</li><li>提供所有套餐类别，包括裸金属</li></ul>',
          '<p>在<a href="/data-center-locations">数据中心页面</a>测试您所在位置的延迟。</p>',
        ].join('\n'),
      },
    },
  },
  {
    id: 2,
    slug: 'two-factor-authentication',
    publishedAt: '2026-10-14T12:00:00.000Z',
    image: image('totp'),
    texts: {
      en: {
        title: 'Protect your account with two-factor authentication',
        excerpt: 'Turn on one-time codes from an authenticator app in your account settings.',
        bodyHtml: [
          '<h2>How it works</h2>',
          '<p>After your password, the portal asks for a six-digit code from an authenticator app. A stolen password alone no longer opens your account.</p>',
          '<ol><li>Open <em>Settings → Security</em></li><li>Scan the QR code with your app</li>',
          '<li>Enter the code and store the ten recovery codes somewhere safe</li></ol>',
          '<p>Accounts that sign in with Google, GitHub and other providers are protected by that provider instead. Step-by-step instructions are in the <a href="/knowledge/enable-two-factor">knowledge base</a>.</p>',
        ].join('\n'),
      },
      ru: {
        title: 'Защитите аккаунт двухфакторной аутентификацией',
        excerpt: 'Включите одноразовые коды из приложения-аутентификатора в настройках аккаунта.',
        bodyHtml: [
          '<h2>Как это работает</h2>',
          '<p>После пароля портал спросит шестизначный код из приложения-аутентификатора. Одного украденного пароля больше недостаточно, чтобы войти.</p>',
          '<ol><li>Откройте <em>Настройки → Безопасность</em></li><li>Отсканируйте QR-код приложением</li>',
          '<li>Введите код и сохраните десять резервных кодов в надёжном месте</li></ol>',
          '<p>Аккаунты, которые входят через Google, GitHub и других провайдеров, защищает сам провайдер. Пошаговая инструкция — в <a href="/knowledge/enable-two-factor">базе знаний</a>.</p>',
        ].join('\n'),
      },
      zh: {
        title: '使用双重验证保护您的账户',
        excerpt: '在账户设置中启用验证器应用的一次性验证码。',
        bodyHtml: [
          '<h2>工作原理</h2>',
          '<p>输入密码后，门户会要求输入验证器应用中的六位数验证码。仅凭被盗的密码无法再登录您的账户。</p>',
          '<ol><li>打开<em>设置 → 安全</em></li><li>用应用扫描二维码</li>',
          '<li>输入验证码，并将十个恢复码保存在安全的地方</li></ol>',
          '<p>通过 Google、GitHub 等第三方登录的账户由该服务商负责保护。详细步骤请见<a href="/knowledge/enable-two-factor">知识库</a>。</p>',
        ].join('\n'),
      },
    },
  },
  {
    id: 3,
    slug: 'free-snapshots-until-new-year',
    publishedAt: '2026-10-28T08:30:00.000Z',
    image: image('snapshots'),
    texts: {
      en: {
        title: 'Snapshots are free until the end of the year',
        excerpt: 'Take as many server snapshots as you like; storage is on us until 31 December.',
        bodyHtml: [
          '<h2>The offer</h2>',
          '<p>Until 31 December, snapshot storage costs nothing. From 1 January the usual volume price applies: $1.00 per 10 GB per month.</p>',
          '<h3>Good moments for a snapshot</h3>',
          '<ul><li>Before a distribution upgrade</li><li>Before changing firewall rules on a production server</li>',
          '<li>After a long setup you do not want to repeat</li></ul>',
          '<p>See <a href="/knowledge/snapshots">how to take and restore a snapshot</a>.</p>',
        ].join('\n'),
      },
      ru: {
        title: 'Снапшоты бесплатны до конца года',
        excerpt: 'Делайте сколько угодно снапшотов серверов — хранение за наш счёт до 31 декабря.',
        bodyHtml: [
          '<h2>Предложение</h2>',
          '<p>До 31 декабря хранение снапшотов ничего не стоит. С 1 января действует обычная цена дисков: $1.00 за 10 ГБ в месяц.</p>',
          '<h3>Когда стоит сделать снапшот</h3>',
          '<ul><li>Перед обновлением дистрибутива</li><li>Перед изменением правил файрвола на рабочем сервере</li>',
          '<li>После долгой настройки, которую не хочется повторять</li></ul>',
          '<p>Читайте, <a href="/knowledge/snapshots">как сделать и восстановить снапшот</a>.</p>',
        ].join('\n'),
      },
      zh: {
        title: '年底前快照免费',
        excerpt: '随意创建服务器快照，12 月 31 日前存储费用由我们承担。',
        bodyHtml: [
          '<h2>优惠内容</h2>',
          '<p>12 月 31 日之前，快照存储完全免费。从 1 月 1 日起按常规云盘价格计费：每 10 GB 每月 $1.00。</p>',
          '<h3>适合创建快照的时机</h3>',
          '<ul><li>升级发行版之前</li><li>修改生产服务器的防火墙规则之前</li>',
          '<li>完成一次不想重复的长时间配置之后</li></ul>',
          '<p>了解<a href="/knowledge/snapshots">如何创建和恢复快照</a>。</p>',
        ].join('\n'),
      },
    },
  },
  {
    id: 4,
    slug: 'vpn-panels-one-click',
    publishedAt: '2026-11-05T10:00:00.000Z',
    image: image('vpn'),
    texts: {
      en: {
        title: 'VPN panels in one click: WireGuard Easy, AmneziaWG, 3X-UI, Marzban',
        excerpt:
          'Pick a VPN application image when you create a server and open its panel a minute later.',
        bodyHtml: [
          '<h2>Application images</h2>',
          '<p>Choose <strong>Apps</strong> on the create-server page and pick a panel. The server boots with the panel installed and prints its address and password in the console.</p>',
          '<ul><li>wg-easy and AmneziaWG Easy for WireGuard</li><li>OpenVPN UI</li><li>3X-UI and Marzban for Xray-based proxies</li></ul>',
          '<p>Each image links to its guide. Remember to <a href="/knowledge/firewall-basics">open only the ports the panel needs</a>.</p>',
        ].join('\n'),
      },
      ru: {
        title: 'VPN-панели в один клик: WireGuard Easy, AmneziaWG, 3X-UI, Marzban',
        excerpt: 'Выберите образ VPN-приложения при создании сервера — через минуту панель готова.',
        bodyHtml: [
          '<h2>Образы приложений</h2>',
          '<p>На странице создания сервера откройте вкладку <strong>Приложения</strong> и выберите панель. Сервер загрузится с установленной панелью и выведет её адрес и пароль в консоль.</p>',
          '<ul><li>wg-easy и AmneziaWG Easy для WireGuard</li><li>OpenVPN UI</li><li>3X-UI и Marzban для прокси на Xray</li></ul>',
          '<p>У каждого образа есть ссылка на инструкцию. Не забудьте <a href="/knowledge/firewall-basics">открыть только нужные панели порты</a>.</p>',
        ].join('\n'),
      },
      zh: {
        title: '一键部署 VPN 面板：WireGuard Easy、AmneziaWG、3X-UI、Marzban',
        excerpt: '创建服务器时选择 VPN 应用镜像，一分钟后即可打开面板。',
        bodyHtml: [
          '<h2>应用镜像</h2>',
          '<p>在创建服务器页面选择<strong>应用</strong>并挑选面板。服务器启动后面板已安装好，并会在控制台输出地址和密码。</p>',
          '<ul><li>用于 WireGuard 的 wg-easy 和 AmneziaWG Easy</li><li>OpenVPN UI</li><li>基于 Xray 代理的 3X-UI 和 Marzban</li></ul>',
          '<p>每个镜像都附有使用指南。请记得<a href="/knowledge/firewall-basics">只开放面板需要的端口</a>。</p>',
        ].join('\n'),
      },
    },
  },
  {
    // TEST FIXTURE for the portal's HTML sanitiser: the <script>, onerror=, style= and
    // javascript: link below must never reach the page. Keep them.
    id: 5,
    slug: 'network-maintenance-amsterdam',
    publishedAt: '2026-11-12T16:45:00.000Z',
    image: image('maintenance'),
    texts: {
      en: {
        title: 'Network maintenance in Amsterdam on 29 November',
        excerpt: 'Core routers in eu-west2 get new line cards; expect two short interruptions.',
        bodyHtml: [
          '<h2>When</h2>',
          '<p>Saturday 29 November, 02:00–04:00 UTC. Servers keep running; the network drops twice for up to 30 seconds.</p>',
          '<script>document.title = "sanitiser test: this script must be removed"</script>',
          '<p><img src="/sandbox/media/news/missing.svg" alt="" onerror="alert(\'sanitiser test\')"></p>',
          '<h3>What you can do</h3>',
          '<ul><li>Plan deployments outside the window</li><li>Use a second region for services that must stay reachable</li></ul>',
          '<p style="color:red">Questions? <a href="javascript:alert(1)">Contact</a> our support team from the control panel.</p>',
        ].join('\n'),
      },
      ru: {
        title: 'Работы в сети Амстердама 29 ноября',
        excerpt:
          'Заменяем линейные карты на магистральных маршрутизаторах eu-west2; возможны два коротких перерыва.',
        bodyHtml: [
          '<h2>Когда</h2>',
          '<p>Суббота, 29 ноября, 02:00–04:00 UTC. Серверы продолжат работать; сеть дважды пропадёт не более чем на 30 секунд.</p>',
          '<script>document.title = "sanitiser test: this script must be removed"</script>',
          '<p><img src="/sandbox/media/news/missing.svg" alt="" onerror="alert(\'sanitiser test\')"></p>',
          '<h3>Что можно сделать</h3>',
          '<ul><li>Планируйте выкладки вне этого окна</li><li>Держите копию важных сервисов во втором регионе</li></ul>',
          '<p style="color:red">Остались вопросы? <a href="javascript:alert(1)">Напишите</a> в поддержку из панели управления.</p>',
        ].join('\n'),
      },
      zh: {
        title: '11 月 29 日阿姆斯特丹网络维护',
        excerpt: 'eu-west2 核心路由器将更换线卡，预计会有两次短暂中断。',
        bodyHtml: [
          '<h2>时间</h2>',
          '<p>11 月 29 日（周六）UTC 02:00–04:00。服务器保持运行，网络会中断两次，每次不超过 30 秒。</p>',
          '<script>document.title = "sanitiser test: this script must be removed"</script>',
          '<p><img src="/sandbox/media/news/missing.svg" alt="" onerror="alert(\'sanitiser test\')"></p>',
          '<h3>建议</h3>',
          '<ul><li>将部署安排在维护窗口之外</li><li>需要持续在线的服务请在第二个区域部署副本</li></ul>',
          '<p style="color:red">有疑问？请在控制面板中<a href="javascript:alert(1)">联系</a>我们的支持团队。</p>',
        ].join('\n'),
      },
    },
  },
  {
    id: 6,
    slug: 'hourly-billing-everywhere',
    publishedAt: '2026-11-19T07:15:00.000Z',
    image: null,
    texts: {
      en: {
        title: 'Hourly billing now in every region',
        excerpt: 'Pay only for the hours a server exists, including in Moscow and Johannesburg.',
        bodyHtml: [
          '<h2>Pay for what you use</h2>',
          '<p>Every plan now shows an hourly price next to the monthly one. A server deleted after three hours costs three hours.</p>',
          '<p>Pending charges are deducted every 24 hours. Details are on the <a href="/knowledge/how-billing-works">billing page of the knowledge base</a>.</p>',
        ].join('\n'),
      },
      ru: {
        title: 'Почасовая оплата во всех регионах',
        excerpt:
          'Платите только за часы, пока сервер существует, — теперь и в Москве, и в Йоханнесбурге.',
        bodyHtml: [
          '<h2>Платите за то, чем пользуетесь</h2>',
          '<p>У каждого тарифа рядом с месячной ценой теперь указана почасовая. Сервер, удалённый через три часа, стоит три часа.</p>',
          '<p>Накопленные начисления списываются раз в 24 часа. Подробности — на <a href="/knowledge/how-billing-works">странице об оплате в базе знаний</a>.</p>',
        ].join('\n'),
      },
      zh: {
        title: '所有区域均支持按小时计费',
        excerpt: '只为服务器存在的小时数付费，莫斯科和约翰内斯堡也已支持。',
        bodyHtml: [
          '<h2>用多少付多少</h2>',
          '<p>每个套餐在月价旁边都显示了小时价。服务器三小时后删除，只收取三小时的费用。</p>',
          '<p>待扣费用每 24 小时结算一次。详情请见<a href="/knowledge/how-billing-works">知识库的计费页面</a>。</p>',
        ].join('\n'),
      },
    },
  },
];
