import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store.ts';

/** Pre-typed `useDispatch`. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Pre-typed `useSelector`. */
export const useAppSelector = useSelector.withTypes<RootState>();
