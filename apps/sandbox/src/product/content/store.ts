import type {
  AlertType,
  Currency,
  ExchangeRate,
  KbArticle,
  KbChapter,
  Locale,
  NewsArticle,
  NewsSummary,
  Notification,
  Plan,
  PlanCategory,
  PriceList,
} from '@cloud-portal/api-client';
import type { Database } from 'better-sqlite3';

/** Languages of the content tables; English is every text's fallback. */
export const CONTENT_LOCALES: readonly Locale[] = ['en', 'ru', 'zh'];

/** Texts of one item in one language. */
export interface Localized<T> {
  en: T;
  ru?: T;
  zh?: T;
}

/** A news item to store. */
export interface NewsInput {
  id: number;
  slug: string;
  publishedAt: string;
  image: string | null;
  texts: Localized<{ title: string; excerpt: string; bodyHtml: string }>;
}

/** A knowledge base chapter with its articles, to store. */
export interface KbChapterInput {
  slug: string;
  texts: Localized<{ title: string; description: string }>;
  articles: ReadonlyArray<{
    slug: string;
    updatedAt: string;
    texts: Localized<{ title: string; excerpt: string; bodyHtml: string }>;
  }>;
}

/** A notification to store (SPEC §3). */
export interface NotificationInput {
  id: number;
  message: Localized<string>;
  alertType: AlertType;
  permanent: boolean;
  highPriority: boolean;
  timeStart: string | null;
  timeEnd: string | null;
  visibleControlPanel: boolean;
  visibleMainPage: boolean;
}

/** A plan to store; `monthlyMinor` is in minor units (cents, kopecks) of the region's currency. */
export interface PlanInput {
  id: string;
  regionId: string;
  category: PlanCategory;
  flavorId: string;
  flavorName: string;
  vcpus: number;
  ramMb: number;
  diskGb: number;
  trafficTb: number;
  networkPlan: string;
  monthlyMinor: number;
  isAvailable: boolean;
}

/** Prices of extras in one currency, in minor units. */
export interface ExtraPricesInput {
  currency: Currency;
  extraIpv4Minor: number;
  freeIpv4PerServer: number;
  trafficPerTbMinor: number;
  volumePer10GbMinor: number;
}

/** Hours in the month the hourly price is derived from (365 × 24 / 12). */
export const HOURS_PER_MONTH = 730;

/**
 * Minor units as a decimal string with 2 decimals (`Decimal` of openapi.yaml).
 *
 * @example
 * minorToDecimal(1250); // '12.50'
 */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * The hourly price of a monthly price in minor units: monthly / 730 h, rounded half up to 4
 * decimals (`HourlyPrice`), computed in integers so no float error creeps in.
 *
 * @example
 * hourlyFromMonthlyMinor(1200); // '0.0164'
 */
export function hourlyFromMonthlyMinor(monthlyMinor: number): string {
  // Price in 1/10_000 of the major unit = minor × 100 / 730, rounded half up.
  const tenThousandths = Math.floor(
    (monthlyMinor * 100 * 2 + HOURS_PER_MONTH) / (HOURS_PER_MONTH * 2),
  );
  return `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
}

interface NewsRow {
  id: number;
  slug: string;
  published_at: string;
  image: string | null;
  lang: Locale;
  title: string;
  excerpt: string;
  body_html: string;
}

interface NotificationRow {
  id: number;
  message_en: string;
  message_ru: string | null;
  message_zh: string | null;
  alert_type: AlertType;
  permanent: number;
  high_priority: number;
  time_start: string | null;
  time_end: string | null;
  visible_control_panel: number;
  visible_main_page: number;
}

interface PlanRow {
  id: string;
  category: PlanCategory;
  flavor_id: string;
  flavor_name: string;
  vcpus: number;
  ram_mb: number;
  disk_gb: number;
  traffic_tb: number;
  network_plan: string;
  monthly_minor: number;
  is_available: number;
}

// A translation row in the asked language, else the English one (every item has English).
const PICK_NEWS = `
  SELECT n.id, n.slug, n.published_at, n.image, t.lang, t.title, t.excerpt, t.body_html
  FROM news n
  JOIN news_translations t ON t.news_id = n.id
   AND t.lang = CASE WHEN EXISTS (SELECT 1 FROM news_translations x WHERE x.news_id = n.id AND x.lang = @lang)
                     THEN @lang ELSE 'en' END`;

/**
 * Public content (news, knowledge base, notifications, plans, prices, rates) over the sandbox
 * database. Reads answer openapi.yaml shapes; `save*` calls are used by the seed and are
 * idempotent (an existing id or slug is left as it is).
 *
 * @example
 * const content = contentStore(db);
 * content.listNews('ru', 20, 0);
 */
export function contentStore(db: Database) {
  const countNews = db.prepare<[], { count: number }>('SELECT count(*) AS count FROM news');
  const pageNews = db.prepare<{ lang: Locale; limit: number; offset: number }, NewsRow>(
    `${PICK_NEWS} ORDER BY n.published_at DESC, n.id DESC LIMIT @limit OFFSET @offset`,
  );
  const oneNews = db.prepare<{ lang: Locale; id: number }, NewsRow>(
    `${PICK_NEWS} WHERE n.id = @id`,
  );

  const chapters = db.prepare<
    { lang: Locale },
    { slug: string; position: number; lang: Locale; title: string; description: string }
  >(
    `SELECT c.slug, c.position, t.lang, t.title, t.description
     FROM kb_chapters c
     JOIN kb_chapter_translations t ON t.chapter_slug = c.slug
      AND t.lang = CASE WHEN EXISTS (SELECT 1 FROM kb_chapter_translations x
                                     WHERE x.chapter_slug = c.slug AND x.lang = @lang)
                        THEN @lang ELSE 'en' END
     ORDER BY c.position, c.slug`,
  );
  const articleRows = db.prepare<
    { lang: Locale },
    {
      slug: string;
      chapter_slug: string;
      updated_at: string;
      lang: Locale;
      title: string;
      excerpt: string;
      body_html: string;
    }
  >(
    `SELECT a.slug, a.chapter_slug, a.updated_at, t.lang, t.title, t.excerpt, t.body_html
     FROM kb_articles a
     JOIN kb_article_translations t ON t.article_slug = a.slug
      AND t.lang = CASE WHEN EXISTS (SELECT 1 FROM kb_article_translations x
                                     WHERE x.article_slug = a.slug AND x.lang = @lang)
                        THEN @lang ELSE 'en' END
     ORDER BY a.chapter_slug, a.position, a.slug`,
  );

  const activeNotifications = db.prepare<{ now: string }, NotificationRow>(
    `SELECT * FROM notifications
     WHERE (time_start IS NULL OR time_start <= @now) AND (time_end IS NULL OR time_end > @now)
     ORDER BY high_priority DESC, id`,
  );
  const regionPlans = db.prepare<[string], PlanRow>(
    'SELECT * FROM plans WHERE region_id = ? ORDER BY position, id',
  );
  const prices = db.prepare<
    [],
    {
      currency: Currency;
      extra_ipv4_minor: number;
      free_ipv4_per_server: number;
      traffic_per_tb_minor: number;
      volume_per_10gb_minor: number;
    }
  >(
    `SELECT * FROM extra_prices ORDER BY CASE currency WHEN 'usd' THEN 0 WHEN 'eur' THEN 1 ELSE 2 END`,
  );
  const rates = db.prepare<[], ExchangeRate>(
    'SELECT curr_from, curr_to, rate FROM exchange_rates ORDER BY curr_from, curr_to',
  );

  function newsSummary(row: NewsRow): NewsSummary {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      published_at: row.published_at,
      image: row.image,
      lang: row.lang,
    };
  }

  function listChapters(lang: Locale): KbChapter[] {
    const articlesByChapter = new Map<string, KbChapter['articles']>();
    for (const row of articleRows.all({ lang })) {
      const list = articlesByChapter.get(row.chapter_slug) ?? [];
      list.push({ slug: row.slug, title: row.title, excerpt: row.excerpt });
      articlesByChapter.set(row.chapter_slug, list);
    }
    return chapters.all({ lang }).map((chapter) => ({
      slug: chapter.slug,
      title: chapter.title,
      description: chapter.description,
      position: chapter.position,
      lang: chapter.lang,
      articles: articlesByChapter.get(chapter.slug) ?? [],
    }));
  }

  const insertNews = db.prepare<[number, string, string, string | null]>(
    'INSERT OR IGNORE INTO news (id, slug, published_at, image) VALUES (?, ?, ?, ?)',
  );
  const insertNewsText = db.prepare<[number, string, string, string, string]>(
    'INSERT OR IGNORE INTO news_translations (news_id, lang, title, excerpt, body_html) VALUES (?, ?, ?, ?, ?)',
  );
  const insertChapter = db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO kb_chapters (slug, position) VALUES (?, ?)',
  );
  const insertChapterText = db.prepare<[string, string, string, string]>(
    'INSERT OR IGNORE INTO kb_chapter_translations (chapter_slug, lang, title, description) VALUES (?, ?, ?, ?)',
  );
  const insertArticle = db.prepare<[string, string, number, string]>(
    'INSERT OR IGNORE INTO kb_articles (slug, chapter_slug, position, updated_at) VALUES (?, ?, ?, ?)',
  );
  const insertArticleText = db.prepare<[string, string, string, string, string]>(
    'INSERT OR IGNORE INTO kb_article_translations (article_slug, lang, title, excerpt, body_html) VALUES (?, ?, ?, ?, ?)',
  );
  const insertNotification = db.prepare(
    `INSERT OR IGNORE INTO notifications (id, message_en, message_ru, message_zh, alert_type, permanent,
       high_priority, time_start, time_end, visible_control_panel, visible_main_page)
     VALUES (@id, @en, @ru, @zh, @alertType, @permanent, @highPriority, @timeStart, @timeEnd,
       @visibleControlPanel, @visibleMainPage)`,
  );
  const insertPlan = db.prepare(
    `INSERT OR IGNORE INTO plans (id, region_id, category, flavor_id, flavor_name, vcpus, ram_mb,
       disk_gb, traffic_tb, network_plan, monthly_minor, is_available, position)
     VALUES (@id, @regionId, @category, @flavorId, @flavorName, @vcpus, @ramMb, @diskGb,
       @trafficTb, @networkPlan, @monthlyMinor, @isAvailable, @position)`,
  );
  const insertPrices = db.prepare(
    `INSERT OR IGNORE INTO extra_prices (currency, extra_ipv4_minor, free_ipv4_per_server,
       traffic_per_tb_minor, volume_per_10gb_minor)
     VALUES (@currency, @extraIpv4Minor, @freeIpv4PerServer, @trafficPerTbMinor, @volumePer10GbMinor)`,
  );
  const insertRate = db.prepare<[string, string, number]>(
    'INSERT OR IGNORE INTO exchange_rates (curr_from, curr_to, rate) VALUES (?, ?, ?)',
  );

  function eachText<T>(texts: Localized<T>, write: (lang: Locale, text: T) => void): void {
    for (const lang of CONTENT_LOCALES) {
      const text = texts[lang];
      if (text !== undefined) write(lang, text);
    }
  }

  return {
    /** One page of news, newest first, and the total count. */
    listNews(
      lang: Locale,
      limit: number,
      offset: number,
    ): { count: number; results: NewsSummary[] } {
      return {
        count: countNews.get()?.count ?? 0,
        results: pageNews.all({ lang, limit, offset }).map(newsSummary),
      };
    },

    /** One news item with its body, or undefined. */
    findNews(id: number, lang: Locale): NewsArticle | undefined {
      const row = oneNews.get({ lang, id });
      return row === undefined ? undefined : { ...newsSummary(row), body_html: row.body_html };
    },

    listChapters,

    /** One chapter with its articles, or undefined. */
    findChapter(slug: string, lang: Locale): KbChapter | undefined {
      return listChapters(lang).find((chapter) => chapter.slug === slug);
    },

    /** One article with its body and chapter, or undefined. */
    findArticle(slug: string, lang: Locale): KbArticle | undefined {
      const row = articleRows.all({ lang }).find((article) => article.slug === slug);
      if (row === undefined) return undefined;
      const chapter = listChapters(lang).find((entry) => entry.slug === row.chapter_slug);
      return {
        slug: row.slug,
        chapter: { slug: row.chapter_slug, title: chapter?.title ?? row.chapter_slug },
        title: row.title,
        excerpt: row.excerpt,
        body_html: row.body_html,
        updated_at: row.updated_at,
        lang: row.lang,
      };
    },

    /** Notifications whose time window contains `now` (open ends allowed), high priority first. */
    listActiveNotifications(now: Date): Notification[] {
      return activeNotifications.all({ now: now.toISOString() }).map((row) => ({
        id: row.id,
        message: row.message_en,
        message_en: row.message_en,
        message_ru: row.message_ru,
        message_zh: row.message_zh,
        alert_type: row.alert_type,
        permanent: row.permanent === 1,
        high_priority: row.high_priority === 1,
        time_start: row.time_start,
        time_end: row.time_end,
        visible_control_panel: row.visible_control_panel === 1,
        visible_main_page: row.visible_main_page === 1,
      }));
    },

    /** The plans of a region, priced in `currency` (the region's). */
    listPlans(regionId: string, currency: Currency): Plan[] {
      return regionPlans.all(regionId).map((row) => ({
        id: row.id,
        category: row.category,
        flavor_id: row.flavor_id,
        flavor_name: row.flavor_name,
        vcpus: row.vcpus,
        ram_mb: row.ram_mb,
        disk_gb: row.disk_gb,
        traffic_tb: row.traffic_tb,
        network_plan: row.network_plan,
        currency,
        price_monthly: minorToDecimal(row.monthly_minor),
        price_hourly: hourlyFromMonthlyMinor(row.monthly_minor),
        is_available: row.is_available === 1,
      }));
    },

    /** Prices of extras, usd, eur, rub. */
    listPrices(): PriceList[] {
      return prices.all().map((row) => ({
        currency: row.currency,
        extra_ipv4_monthly: minorToDecimal(row.extra_ipv4_minor),
        free_ipv4_per_server: row.free_ipv4_per_server,
        traffic_per_tb: minorToDecimal(row.traffic_per_tb_minor),
        volume_per_10gb_monthly: minorToDecimal(row.volume_per_10gb_minor),
      }));
    },

    /** Exchange rates. */
    listRates(): ExchangeRate[] {
      return rates.all();
    },

    saveNews(input: NewsInput): void {
      insertNews.run(input.id, input.slug, input.publishedAt, input.image);
      eachText(input.texts, (lang, text) =>
        insertNewsText.run(input.id, lang, text.title, text.excerpt, text.bodyHtml),
      );
    },

    saveChapter(input: KbChapterInput, position: number): void {
      insertChapter.run(input.slug, position);
      eachText(input.texts, (lang, text) =>
        insertChapterText.run(input.slug, lang, text.title, text.description),
      );
      input.articles.forEach((article, articlePosition) => {
        insertArticle.run(article.slug, input.slug, articlePosition, article.updatedAt);
        eachText(article.texts, (lang, text) =>
          insertArticleText.run(article.slug, lang, text.title, text.excerpt, text.bodyHtml),
        );
      });
    },

    saveNotification(input: NotificationInput): void {
      insertNotification.run({
        id: input.id,
        en: input.message.en,
        ru: input.message.ru ?? null,
        zh: input.message.zh ?? null,
        alertType: input.alertType,
        permanent: input.permanent ? 1 : 0,
        highPriority: input.highPriority ? 1 : 0,
        timeStart: input.timeStart,
        timeEnd: input.timeEnd,
        visibleControlPanel: input.visibleControlPanel ? 1 : 0,
        visibleMainPage: input.visibleMainPage ? 1 : 0,
      });
    },

    savePlan(input: PlanInput, position: number): void {
      insertPlan.run({ ...input, isAvailable: input.isAvailable ? 1 : 0, position });
    },

    saveExtraPrices(input: ExtraPricesInput): void {
      insertPrices.run({ ...input });
    },

    saveRate(rate: ExchangeRate): void {
      insertRate.run(rate.curr_from, rate.curr_to, rate.rate);
    },
  };
}

/** The content repository's interface. */
export type ContentStore = ReturnType<typeof contentStore>;
