import { Button, type ButtonAsLinkProps } from '@cloud-portal/ui';
import { useHref, useLinkClickHandler } from 'react-router';

/** A ui `Button` rendered as a link that navigates inside the router (ui knows no router). */
export function LinkButton({
  to,
  ...props
}: Omit<ButtonAsLinkProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...props} href={href} onClick={onClick} />;
}
