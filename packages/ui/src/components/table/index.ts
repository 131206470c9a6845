export {
  Table,
  type TableAlign,
  type TableColumn,
  type TableProps,
  type TableSort,
  type TableSortDirection,
} from './Table.tsx';
