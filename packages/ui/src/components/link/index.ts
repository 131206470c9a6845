export {
  Link,
  type ExternalLinkProps,
  type InternalLinkProps,
  type LinkProps,
  type LinkTone,
} from './Link.tsx';
