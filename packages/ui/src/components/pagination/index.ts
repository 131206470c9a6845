export {
  Pagination,
  paginationItems,
  type PaginationItem,
  type PaginationProps,
} from './Pagination.tsx';
