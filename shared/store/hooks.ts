import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './create-store';
import type { RootState } from './root-reducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The store's provider comes from here, like the hooks: React Redux is not a federation singleton,
 * so an app that imported it directly would get a second copy whose context the hooks never see.
 */
export { Provider as StoreProvider } from 'react-redux';
export const useAppStore = useStore.withTypes<AppStore>();
