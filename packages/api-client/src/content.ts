import type { components } from './schema.generated.ts';

// Named aliases of the public content schemas (SPEC §3, §7 Content and misc), so that the portal
// imports `NewsArticle` instead of spelling `components['schemas']['NewsArticle']`.

type Schemas = components['schemas'];

/** A portal language of the content calls (`?lang=`). */
export type Locale = Schemas['Locale'];
/** A news item in `GET /news/`. */
export type NewsSummary = Schemas['NewsSummary'];
/** One page of `GET /news/`. */
export type NewsPage = Schemas['NewsPage'];
/** `GET /news/{id}/`: a news item with its HTML body (sanitise before display). */
export type NewsArticle = Schemas['NewsArticle'];
/** A knowledge base chapter with its article titles. */
export type KbChapter = Schemas['KbChapter'];
/** An article title in a chapter. */
export type KbArticleSummary = Schemas['KbArticleSummary'];
/** `GET /kb/articles/{slug}/`: a knowledge base article with its HTML body. */
export type KbArticle = Schemas['KbArticle'];
/** A site notification (SPEC §3). */
export type Notification = Schemas['Notification'];
/** ERROR, WARNING, SUCCESS, INFO or PROMO. */
export type AlertType = Schemas['AlertType'];
/** A plan category of SPEC §3. */
export type PlanCategory = Schemas['PlanCategory'];
/** A server plan with its region-currency prices. */
export type Plan = Schemas['Plan'];
/** `GET /plans/`: a region's plans. */
export type PlanList = Schemas['PlanList'];
/** Prices of extras in one currency (SPEC §9). */
export type PriceList = Schemas['PriceList'];
/** An exchange rate (SPEC §3). */
export type ExchangeRate = Schemas['ExchangeRate'];
/** `GET /time/`. */
export type ServerTime = Schemas['ServerTime'];
/** `POST /affiliate/click` body. */
export type AffiliateClickRequest = Schemas['AffiliateClickRequest'];
/** `POST /affiliate/click` answer. */
export type AffiliateClick = Schemas['AffiliateClick'];
/** `POST /donate-payment` body. */
export type DonatePaymentRequest = Schemas['DonatePaymentRequest'];
/** A donation and the URL of its payment page. */
export type DonatePayment = Schemas['DonatePayment'];
