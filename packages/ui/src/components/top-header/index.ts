export {
  TopHeader,
  type TopHeaderGroup,
  type TopHeaderItem,
  type TopHeaderLink,
  type TopHeaderLinkProps,
  type TopHeaderProps,
} from './TopHeader.tsx';
