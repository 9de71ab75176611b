import type { ReactNode } from 'react';
import { selectBdeCode } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';
import { MissingBdeCode } from './missing-bde-code';

/** A screen of the BDE's own figures: drawn with the stored code, or the missing-code notice. */
export function OwnCode({ children }: { children: (bdeCode: string) => ReactNode }) {
  const bdeCode = useAppSelector(selectBdeCode);
  return bdeCode ? children(bdeCode) : <MissingBdeCode />;
}
