import { QRCode } from '@cloud-portal/ui/components/qr-code';

/**
 * The affiliate link as a QR code (to put on a flyer or a slide). Its own chunk, loaded by the
 * screen with `lazy`: `qrcode`'s encoder stays out of the screen's first load.
 * @example const AffiliateQr = lazy(() => import('./AffiliateQr.tsx'));
 */
export default function AffiliateQr({ value, label }: { value: string; label: string }) {
  return <QRCode value={value} label={label} size={160} data-testid="affiliate-qr" />;
}
