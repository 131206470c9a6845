export {
  TopHeader,
  type TopHeaderGroup,
  type TopHeaderItem,
  type TopHeaderLayout,
  type TopHeaderLink,
  type TopHeaderLinkProps,
  type TopHeaderProps,
} from './TopHeader.tsx';
