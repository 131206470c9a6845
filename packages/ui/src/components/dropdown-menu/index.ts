export {
  DropdownMenu,
  type DropdownMenuEntry,
  type DropdownMenuGroupLabel,
  type DropdownMenuItem,
  type DropdownMenuProps,
  type DropdownMenuSeparator,
} from './DropdownMenu.tsx';
