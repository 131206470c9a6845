import type { KbChapterInput } from '../store.ts';

const UPDATED = '2026-11-01T10:00:00.000Z';

/** The seeded knowledge base: 3 chapters × 3 articles, en/ru/zh, in display order. */
export const SEED_KNOWLEDGE_BASE: readonly KbChapterInput[] = [
  {
    slug: 'getting-started',
    texts: {
      en: { title: 'Getting started', description: 'Keys, your first login and account security.' },
      ru: { title: 'Первые шаги', description: 'Ключи, первый вход и безопасность аккаунта.' },
      zh: { title: '入门', description: '密钥、首次登录与账户安全。' },
    },
    articles: [
      {
        slug: 'add-ssh-key',
        updatedAt: UPDATED,
        texts: {
          en: {
            title: 'Create and add an SSH key',
            excerpt: 'Log in to your servers with a key instead of a password.',
            bodyHtml: [
              '<h2>1. Create a key pair</h2>',
              '<p>On Linux, macOS or Windows 10+ open a terminal and run:</p>',
              '<pre><code>ssh-keygen -t ed25519 -C "you@example.com"</code></pre>',
              '<p>Press Enter to keep the default file (<code>~/.ssh/id_ed25519</code>) and choose a passphrase.</p>',
              '<h2>2. Add the public key to the portal</h2>',
              '<ol><li>Copy the contents of <code>~/.ssh/id_ed25519.pub</code> (never the file without <code>.pub</code>)</li>',
              '<li>Open <em>SSH keys</em> in the control panel, choose <em>Add key</em> and paste it</li>',
              '<li>Select the key when you create a server</li></ol>',
              '<p>Keys are stored per region: add the key in every region you use.</p>',
            ].join('\n'),
          },
          ru: {
            title: 'Создание и добавление SSH-ключа',
            excerpt: 'Входите на серверы по ключу, а не по паролю.',
            bodyHtml: [
              '<h2>1. Создайте пару ключей</h2>',
              '<p>В Linux, macOS или Windows 10+ откройте терминал и выполните:</p>',
              '<pre><code>ssh-keygen -t ed25519 -C "you@example.com"</code></pre>',
              '<p>Нажмите Enter, чтобы оставить файл по умолчанию (<code>~/.ssh/id_ed25519</code>), и задайте парольную фразу.</p>',
              '<h2>2. Добавьте открытый ключ в портал</h2>',
              '<ol><li>Скопируйте содержимое <code>~/.ssh/id_ed25519.pub</code> (только файл с <code>.pub</code>!)</li>',
              '<li>В панели управления откройте <em>SSH-ключи</em>, нажмите <em>Добавить ключ</em> и вставьте его</li>',
              '<li>Выберите ключ при создании сервера</li></ol>',
              '<p>Ключи хранятся отдельно в каждом регионе: добавьте ключ во все регионы, где работаете.</p>',
            ].join('\n'),
          },
          zh: {
            title: '创建并添加 SSH 密钥',
            excerpt: '使用密钥而不是密码登录服务器。',
            bodyHtml: [
              '<h2>1. 生成密钥对</h2>',
              '<p>在 Linux、macOS 或 Windows 10 及以上版本中打开终端，运行：</p>',
              '<pre><code>ssh-keygen -t ed25519 -C "you@example.com"</code></pre>',
              '<p>按回车使用默认文件（<code>~/.ssh/id_ed25519</code>），并设置一个密码短语。</p>',
              '<h2>2. 将公钥添加到门户</h2>',
              '<ol><li>复制 <code>~/.ssh/id_ed25519.pub</code> 的内容（只复制带 <code>.pub</code> 的文件）</li>',
              '<li>在控制面板中打开<em>SSH 密钥</em>，点击<em>添加密钥</em>并粘贴</li>',
              '<li>创建服务器时选择该密钥</li></ol>',
              '<p>密钥按区域保存：请在您使用的每个区域都添加一次。</p>',
            ].join('\n'),
          },
        },
      },
      {
        slug: 'connect-over-ssh',
        updatedAt: UPDATED,
        texts: {
          en: {
            title: 'Connect to a server over SSH',
            excerpt: 'Find the address and user name, then open a session.',
            bodyHtml: [
              '<h2>Find the address</h2>',
              '<p>The server page shows its public IPv4 address. The user name depends on the image: <code>ubuntu</code> for Ubuntu, <code>debian</code> for Debian, <code>almalinux</code> or <code>rocky</code> for the RHEL family, <code>Administrator</code> over RDP for Windows Server.</p>',
              '<h2>Connect</h2>',
              '<pre><code>ssh ubuntu@203.0.113.10</code></pre>',
              '<p>The first time, SSH asks you to confirm the host key fingerprint; compare it with the one printed in the server console.</p>',
              '<h2>If it does not work</h2>',
              '<ul><li><em>Permission denied (publickey)</em>: the server was created with another key, or the wrong user name</li>',
              '<li><em>Connection timed out</em>: port 22 is closed in the security group</li>',
              '<li>Locked out completely: use the web console or rescue mode from the server page</li></ul>',
            ].join('\n'),
          },
          ru: {
            title: 'Подключение к серверу по SSH',
            excerpt: 'Узнайте адрес и имя пользователя, затем откройте сессию.',
            bodyHtml: [
              '<h2>Найдите адрес</h2>',
              '<p>Публичный IPv4-адрес указан на странице сервера. Имя пользователя зависит от образа: <code>ubuntu</code> для Ubuntu, <code>debian</code> для Debian, <code>almalinux</code> или <code>rocky</code> для семейства RHEL, <code>Administrator</code> по RDP для Windows Server.</p>',
              '<h2>Подключитесь</h2>',
              '<pre><code>ssh ubuntu@203.0.113.10</code></pre>',
              '<p>При первом входе SSH попросит подтвердить отпечаток ключа хоста — сверьте его с тем, что выведен в консоли сервера.</p>',
              '<h2>Если не получается</h2>',
              '<ul><li><em>Permission denied (publickey)</em> — сервер создан с другим ключом или указано не то имя пользователя</li>',
              '<li><em>Connection timed out</em> — порт 22 закрыт в группе безопасности</li>',
              '<li>Доступа нет совсем — воспользуйтесь веб-консолью или режимом восстановления на странице сервера</li></ul>',
            ].join('\n'),
          },
          zh: {
            title: '通过 SSH 连接服务器',
            excerpt: '找到地址和用户名，然后建立会话。',
            bodyHtml: [
              '<h2>查找地址</h2>',
              '<p>服务器页面会显示其公网 IPv4 地址。用户名取决于镜像：Ubuntu 为 <code>ubuntu</code>，Debian 为 <code>debian</code>，RHEL 系为 <code>almalinux</code> 或 <code>rocky</code>，Windows Server 通过 RDP 使用 <code>Administrator</code>。</p>',
              '<h2>连接</h2>',
              '<pre><code>ssh ubuntu@203.0.113.10</code></pre>',
              '<p>首次连接时 SSH 会要求确认主机密钥指纹，请与服务器控制台中显示的指纹核对。</p>',
              '<h2>无法连接时</h2>',
              '<ul><li><em>Permission denied (publickey)</em>：服务器使用了其他密钥创建，或用户名不对</li>',
              '<li><em>Connection timed out</em>：安全组中未开放 22 端口</li>',
              '<li>完全无法登录：在服务器页面使用网页控制台或救援模式</li></ul>',
            ].join('\n'),
          },
        },
      },
      {
        slug: 'enable-two-factor',
        updatedAt: UPDATED,
        texts: {
          en: {
            title: 'Turn on two-factor authentication',
            excerpt: 'Add a one-time code from an authenticator app to every login.',
            bodyHtml: [
              '<h2>Before you start</h2>',
              '<p>Install an authenticator app that supports TOTP codes (Aegis, Google Authenticator, 1Password, Bitwarden and others).</p>',
              '<h2>Steps</h2>',
              '<ol><li>Open <em>Settings → Security</em> and confirm your password</li>',
              '<li>Scan the QR code, or type the secret into the app</li>',
              '<li>Enter the six-digit code the app shows</li>',
              '<li>Save the ten recovery codes: each works once if you lose your phone</li></ol>',
              '<p>Accounts that sign in through Google, GitHub, VK, Yandex or LinkedIn cannot turn it on: enable two-factor authentication at that provider instead.</p>',
            ].join('\n'),
          },
          ru: {
            title: 'Включение двухфакторной аутентификации',
            excerpt: 'Добавьте к каждому входу одноразовый код из приложения.',
            bodyHtml: [
              '<h2>Перед началом</h2>',
              '<p>Установите приложение-аутентификатор с поддержкой TOTP-кодов (Aegis, Google Authenticator, 1Password, Bitwarden и другие).</p>',
              '<h2>Шаги</h2>',
              '<ol><li>Откройте <em>Настройки → Безопасность</em> и подтвердите пароль</li>',
              '<li>Отсканируйте QR-код или введите секрет в приложение вручную</li>',
              '<li>Введите шестизначный код из приложения</li>',
              '<li>Сохраните десять резервных кодов: каждый срабатывает один раз, если телефон потерян</li></ol>',
              '<p>Для аккаунтов, которые входят через Google, GitHub, VK, Яндекс или LinkedIn, эта функция недоступна: включите двухфакторную защиту у самого провайдера.</p>',
            ].join('\n'),
          },
          zh: {
            title: '启用双重验证',
            excerpt: '为每次登录增加验证器应用的一次性验证码。',
            bodyHtml: [
              '<h2>开始之前</h2>',
              '<p>安装一个支持 TOTP 验证码的验证器应用（Aegis、Google Authenticator、1Password、Bitwarden 等）。</p>',
              '<h2>步骤</h2>',
              '<ol><li>打开<em>设置 → 安全</em>并确认密码</li>',
              '<li>扫描二维码，或在应用中手动输入密钥</li>',
              '<li>输入应用显示的六位数验证码</li>',
              '<li>保存十个恢复码：手机丢失时每个码可使用一次</li></ol>',
              '<p>通过 Google、GitHub、VK、Yandex 或 LinkedIn 登录的账户无法启用此功能，请在对应服务商处开启双重验证。</p>',
            ].join('\n'),
          },
        },
      },
    ],
  },
  {
    slug: 'networking',
    texts: {
      en: { title: 'Networking', description: 'Firewalls, DNS and IP addresses.' },
      ru: { title: 'Сеть', description: 'Файрвол, DNS и IP-адреса.' },
      zh: { title: '网络', description: '防火墙、DNS 与 IP 地址。' },
    },
    articles: [
      {
        slug: 'firewall-basics',
        updatedAt: UPDATED,
        texts: {
          en: {
            title: 'Firewall rules with security groups',
            excerpt: 'Allow only the traffic your server needs.',
            bodyHtml: [
              '<h2>How security groups work</h2>',
              '<p>A security group is a list of allowed connections. Anything not allowed is dropped before it reaches the server. New accounts get <code>allow_all</code>, which lets everything in: replace it on production servers.</p>',
              '<h2>A good starting set for a web server</h2>',
              '<ul><li>TCP 22 from your office or home address only (for example <code>198.51.100.7/32</code>)</li>',
              '<li>TCP 80 and 443 from anywhere (<code>0.0.0.0/0</code> and <code>::/0</code>)</li>',
              '<li>ICMP from anywhere, so ping and path MTU discovery work</li></ul>',
              '<p>Rules apply at once to every server in the group; you do not need to reboot.</p>',
            ].join('\n'),
          },
          ru: {
            title: 'Правила файрвола и группы безопасности',
            excerpt: 'Разрешите только тот трафик, который нужен серверу.',
            bodyHtml: [
              '<h2>Как работают группы безопасности</h2>',
              '<p>Группа безопасности — это список разрешённых соединений. Всё, что не разрешено, отбрасывается ещё до сервера. Новым аккаунтам выдаётся группа <code>allow_all</code>, которая пропускает всё: на рабочих серверах замените её.</p>',
              '<h2>Хороший набор для веб-сервера</h2>',
              '<ul><li>TCP 22 только с адреса офиса или дома (например, <code>198.51.100.7/32</code>)</li>',
              '<li>TCP 80 и 443 отовсюду (<code>0.0.0.0/0</code> и <code>::/0</code>)</li>',
              '<li>ICMP отовсюду, чтобы работали ping и определение MTU</li></ul>',
              '<p>Правила применяются сразу ко всем серверам группы, перезагрузка не нужна.</p>',
            ].join('\n'),
          },
          zh: {
            title: '使用安全组配置防火墙规则',
            excerpt: '只放行服务器需要的流量。',
            bodyHtml: [
              '<h2>安全组的工作方式</h2>',
              '<p>安全组是一份允许连接的列表，未被允许的流量在到达服务器之前就会被丢弃。新账户默认使用放行所有流量的 <code>allow_all</code>，生产服务器请替换它。</p>',
              '<h2>Web 服务器的推荐规则</h2>',
              '<ul><li>TCP 22 仅允许办公室或家庭地址（例如 <code>198.51.100.7/32</code>）</li>',
              '<li>TCP 80 和 443 允许任意来源（<code>0.0.0.0/0</code> 和 <code>::/0</code>）</li>',
              '<li>ICMP 允许任意来源，以便 ping 和路径 MTU 发现正常工作</li></ul>',
              '<p>规则会立即应用到组内所有服务器，无需重启。</p>',
            ].join('\n'),
          },
        },
      },
      {
        slug: 'dns-records',
        updatedAt: UPDATED,
        texts: {
          en: {
            title: 'Host a domain with our DNS',
            excerpt: 'Create a zone, add records and point your registrar to our name servers.',
            bodyHtml: [
              '<h2>Create the zone</h2>',
              '<p>In <em>DNS</em>, add a zone named after your domain with a trailing dot (<code>example.com.</code>) and a contact email.</p>',
              '<h2>Add records</h2>',
              "<ul><li><code>A</code> for <code>example.com.</code> → your server's IPv4 address</li>",
              '<li><code>AAAA</code> → its IPv6 address</li><li><code>CNAME</code> for <code>www</code> → <code>example.com.</code></li>',
              '<li><code>MX</code> and <code>TXT</code> (SPF) if you receive mail</li></ul>',
              '<h2>Delegate</h2>',
              '<p>At your registrar, replace the name servers with the ones listed on the zone page. Changes reach most resolvers within the record TTL, at most 48 hours for the delegation itself.</p>',
            ].join('\n'),
          },
          ru: {
            title: 'Обслуживание домена на нашем DNS',
            excerpt: 'Создайте зону, добавьте записи и укажите регистратору наши серверы имён.',
            bodyHtml: [
              '<h2>Создайте зону</h2>',
              '<p>В разделе <em>DNS</em> добавьте зону с именем домена и точкой на конце (<code>example.com.</code>) и контактный email.</p>',
              '<h2>Добавьте записи</h2>',
              '<ul><li><code>A</code> для <code>example.com.</code> → IPv4-адрес сервера</li>',
              '<li><code>AAAA</code> → его IPv6-адрес</li><li><code>CNAME</code> для <code>www</code> → <code>example.com.</code></li>',
              '<li><code>MX</code> и <code>TXT</code> (SPF), если принимаете почту</li></ul>',
              '<h2>Делегируйте домен</h2>',
              '<p>У регистратора замените серверы имён на указанные на странице зоны. Изменения записей расходятся за время TTL, само делегирование — до 48 часов.</p>',
            ].join('\n'),
          },
          zh: {
            title: '使用我们的 DNS 托管域名',
            excerpt: '创建区域、添加记录，并在注册商处设置我们的域名服务器。',
            bodyHtml: [
              '<h2>创建区域</h2>',
              '<p>在 <em>DNS</em> 中添加一个以域名加结尾点号命名的区域（<code>example.com.</code>），并填写联系邮箱。</p>',
              '<h2>添加记录</h2>',
              '<ul><li><code>example.com.</code> 的 <code>A</code> 记录 → 服务器的 IPv4 地址</li>',
              '<li><code>AAAA</code> → IPv6 地址</li><li><code>www</code> 的 <code>CNAME</code> → <code>example.com.</code></li>',
              '<li>如需收信，添加 <code>MX</code> 和 <code>TXT</code>（SPF）记录</li></ul>',
              '<h2>委派</h2>',
              '<p>在域名注册商处将域名服务器改为区域页面列出的服务器。记录变更在 TTL 内生效，委派本身最长需要 48 小时。</p>',
            ].join('\n'),
          },
        },
      },
      {
        slug: 'extra-ip-addresses',
        updatedAt: UPDATED,
        texts: {
          en: {
            title: 'Extra IPv4 addresses',
            excerpt: 'When you need more than one public address, and what it costs.',
            bodyHtml: [
              '<h2>Pricing</h2>',
              '<p>Each server comes with one IPv4 address at no charge. Every extra address costs $0.59 per month (49 ₽ in rouble regions). IPv6 is always free.</p>',
              '<h2>Add an address</h2>',
              '<ol><li>Open the server page and choose <em>Networking → Add interface</em></li>',
              '<li>Pick a public network with free addresses</li>',
              '<li>Inside the server, bring the new interface up (netplan on Ubuntu, NetworkManager on RHEL family)</li></ol>',
            ].join('\n'),
          },
          ru: {
            title: 'Дополнительные IPv4-адреса',
            excerpt: 'Когда нужен ещё один публичный адрес и сколько это стоит.',
            bodyHtml: [
              '<h2>Цены</h2>',
              '<p>Каждый сервер получает один IPv4-адрес бесплатно. Каждый дополнительный стоит $0.59 в месяц (49 ₽ в рублёвых регионах). IPv6 всегда бесплатен.</p>',
              '<h2>Как добавить адрес</h2>',
              '<ol><li>На странице сервера выберите <em>Сеть → Добавить интерфейс</em></li>',
              '<li>Выберите публичную сеть со свободными адресами</li>',
              '<li>На самом сервере поднимите новый интерфейс (netplan в Ubuntu, NetworkManager в семействе RHEL)</li></ol>',
            ].join('\n'),
          },
          zh: {
            title: '额外的 IPv4 地址',
            excerpt: '何时需要多个公网地址，以及费用说明。',
            bodyHtml: [
              '<h2>价格</h2>',
              '<p>每台服务器免费附带一个 IPv4 地址。每个额外地址每月 $0.59（卢布区域为 49 ₽）。IPv6 始终免费。</p>',
              '<h2>添加地址</h2>',
              '<ol><li>打开服务器页面，选择<em>网络 → 添加网卡</em></li>',
              '<li>选择一个有空闲地址的公网</li>',
              '<li>在服务器内启用新网卡（Ubuntu 使用 netplan，RHEL 系使用 NetworkManager）</li></ol>',
            ].join('\n'),
          },
        },
      },
    ],
  },
  {
    slug: 'storage-and-billing',
    texts: {
      en: { title: 'Storage and billing', description: 'Volumes, snapshots and how you pay.' },
      ru: { title: 'Диски и оплата', description: 'Диски, снапшоты и то, как устроена оплата.' },
      zh: { title: '存储与计费', description: '云盘、快照以及付费方式。' },
    },
    articles: [
      {
        slug: 'attach-volume',
        updatedAt: UPDATED,
        texts: {
          en: {
            title: 'Add a volume to a server',
            excerpt: 'Create block storage, attach it and mount it so it survives reboots.',
            bodyHtml: [
              '<h2>Create and attach</h2>',
              '<p>In <em>Volumes</em>, create a volume in the same region as the server and attach it. It appears as a new disk, usually <code>/dev/vdb</code>.</p>',
              '<h2>Format and mount (Linux)</h2>',
              '<pre><code>sudo mkfs.ext4 /dev/vdb\nsudo mkdir /data\necho "UUID=$(sudo blkid -s UUID -o value /dev/vdb) /data ext4 defaults,nofail 0 2" | sudo tee -a /etc/fstab\nsudo mount -a</code></pre>',
              '<p><code>nofail</code> lets the server boot even when the volume is detached. Volumes cost $1.00 per 10 GB per month.</p>',
            ].join('\n'),
          },
          ru: {
            title: 'Подключение диска к серверу',
            excerpt:
              'Создайте блочный диск, подключите и смонтируйте так, чтобы он переживал перезагрузку.',
            bodyHtml: [
              '<h2>Создайте и подключите</h2>',
              '<p>В разделе <em>Диски</em> создайте диск в том же регионе, что и сервер, и подключите его. Он появится как новое устройство, обычно <code>/dev/vdb</code>.</p>',
              '<h2>Разметьте и смонтируйте (Linux)</h2>',
              '<pre><code>sudo mkfs.ext4 /dev/vdb\nsudo mkdir /data\necho "UUID=$(sudo blkid -s UUID -o value /dev/vdb) /data ext4 defaults,nofail 0 2" | sudo tee -a /etc/fstab\nsudo mount -a</code></pre>',
              '<p>Опция <code>nofail</code> позволяет серверу загрузиться, даже если диск отключён. Диски стоят $1.00 за 10 ГБ в месяц.</p>',
            ].join('\n'),
          },
          zh: {
            title: '为服务器添加云盘',
            excerpt: '创建块存储、挂载到服务器，并确保重启后仍然可用。',
            bodyHtml: [
              '<h2>创建并挂载</h2>',
              '<p>在<em>云盘</em>中创建一个与服务器处于同一区域的云盘并挂载。它会显示为一块新磁盘，通常是 <code>/dev/vdb</code>。</p>',
              '<h2>格式化并挂载（Linux）</h2>',
              '<pre><code>sudo mkfs.ext4 /dev/vdb\nsudo mkdir /data\necho "UUID=$(sudo blkid -s UUID -o value /dev/vdb) /data ext4 defaults,nofail 0 2" | sudo tee -a /etc/fstab\nsudo mount -a</code></pre>',
              '<p><code>nofail</code> 可确保云盘卸载后服务器仍能正常启动。云盘价格为每 10 GB 每月 $1.00。</p>',
            ].join('\n'),
          },
        },
      },
      {
        slug: 'snapshots',
        updatedAt: UPDATED,
        texts: {
          en: {
            title: 'Take and restore snapshots',
            excerpt: 'Save the whole disk of a server and roll back or clone it later.',
            bodyHtml: [
              '<h2>Take a snapshot</h2>',
              '<p>On the server page choose <em>Snapshots → Create</em>. For a consistent copy of a database, stop it or run <code>sync</code> first.</p>',
              '<h2>Restore or clone</h2>',
              '<ul><li><strong>Rebuild</strong> the same server from the snapshot to roll back</li>',
              '<li><strong>Create a new server</strong> and pick the snapshot under <em>My images</em> to clone it</li></ul>',
              '<p>A snapshot is not a backup on its own: keep important data in a second region or off-site too.</p>',
            ].join('\n'),
          },
          ru: {
            title: 'Снапшоты: создание и восстановление',
            excerpt: 'Сохраните весь диск сервера, чтобы потом откатиться или сделать копию.',
            bodyHtml: [
              '<h2>Создайте снапшот</h2>',
              '<p>На странице сервера выберите <em>Снапшоты → Создать</em>. Чтобы копия базы данных была целостной, остановите её или сначала выполните <code>sync</code>.</p>',
              '<h2>Восстановление и клонирование</h2>',
              '<ul><li><strong>Переустановите</strong> тот же сервер из снапшота, чтобы откатиться</li>',
              '<li><strong>Создайте новый сервер</strong> и выберите снапшот в разделе <em>Мои образы</em>, чтобы получить копию</li></ul>',
              '<p>Снапшот сам по себе не резервная копия: храните важные данные ещё и в другом регионе или вне облака.</p>',
            ].join('\n'),
          },
          zh: {
            title: '创建和恢复快照',
            excerpt: '保存服务器的整块磁盘，以便日后回滚或克隆。',
            bodyHtml: [
              '<h2>创建快照</h2>',
              '<p>在服务器页面选择<em>快照 → 创建</em>。若需数据库的一致性副本，请先停止数据库或执行 <code>sync</code>。</p>',
              '<h2>恢复或克隆</h2>',
              '<ul><li>用快照<strong>重装</strong>同一台服务器即可回滚</li>',
              '<li><strong>新建服务器</strong>并在<em>我的镜像</em>中选择该快照即可克隆</li></ul>',
              '<p>快照本身并不等于备份：重要数据请同时保存在另一个区域或云外。</p>',
            ].join('\n'),
          },
        },
      },
      {
        slug: 'how-billing-works',
        updatedAt: UPDATED,
        texts: {
          en: {
            title: 'How billing works',
            excerpt: 'Prepaid balance, hourly charges, payment fees and what happens at zero.',
            bodyHtml: [
              '<h2>Prepaid balance</h2>',
              '<p>You top up your balance first; servers, volumes and extra addresses are charged from it by the hour. Pending charges are deducted every 24 hours.</p>',
              '<h2>Payment fees</h2>',
              '<ul><li>Cards: 5% + $0.30</li><li>PayPal-type wallets: 7.5% + $0.30</li><li>Alipay-type wallets: 3% + $0.30</li>',
              '<li>No fee on payments above $5 where the provider allows it</li></ul>',
              '<h2>When the balance runs out</h2>',
              '<p>The account is suspended and servers stop, but nothing is deleted at once. With a linked card the balance may go down to −$10 before that happens, and automatic top-ups run once a week.</p>',
            ].join('\n'),
          },
          ru: {
            title: 'Как устроена оплата',
            excerpt: 'Предоплаченный баланс, почасовые списания, комиссии и что будет при нуле.',
            bodyHtml: [
              '<h2>Предоплаченный баланс</h2>',
              '<p>Сначала вы пополняете баланс, затем серверы, диски и дополнительные адреса списываются с него по часам. Накопленные начисления списываются раз в 24 часа.</p>',
              '<h2>Комиссии платёжных систем</h2>',
              '<ul><li>Банковские карты: 5% + $0.30</li><li>Кошельки типа PayPal: 7.5% + $0.30</li><li>Кошельки типа Alipay: 3% + $0.30</li>',
              '<li>Без комиссии для платежей больше $5, где это позволяет платёжная система</li></ul>',
              '<h2>Если баланс закончился</h2>',
              '<p>Аккаунт приостанавливается, серверы останавливаются, но сразу ничего не удаляется. С привязанной картой баланс может уйти до −$10, а автопополнение выполняется раз в неделю.</p>',
            ].join('\n'),
          },
          zh: {
            title: '计费方式',
            excerpt: '预付余额、按小时扣费、支付手续费以及余额为零时会发生什么。',
            bodyHtml: [
              '<h2>预付余额</h2>',
              '<p>您需要先为余额充值，服务器、云盘和额外 IP 按小时从余额中扣费。待扣费用每 24 小时结算一次。</p>',
              '<h2>支付手续费</h2>',
              '<ul><li>银行卡：5% + $0.30</li><li>PayPal 类钱包：7.5% + $0.30</li><li>支付宝类钱包：3% + $0.30</li>',
              '<li>在支付服务商允许的情况下，超过 $5 的付款免手续费</li></ul>',
              '<h2>余额用完时</h2>',
              '<p>账户会被暂停、服务器停止运行，但不会立即删除任何内容。绑定银行卡后余额最低可降至 −$10，且每周自动充值一次。</p>',
            ].join('\n'),
          },
        },
      },
    ],
  },
];
