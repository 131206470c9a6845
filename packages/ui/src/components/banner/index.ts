export {
  Banner,
  bannerToneFromAlertType,
  type BannerAlertType,
  type BannerBaseProps,
  type BannerDismissProps,
  type BannerProps,
  type BannerTone,
} from './Banner.tsx';
