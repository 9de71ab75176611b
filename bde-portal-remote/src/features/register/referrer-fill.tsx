import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useReferrerQuery } from './bde-register-api';
import type { RegisterValues } from './register-values';

/**
 * "Referred by", filled with the code of the BDE whose personal link brought this visitor, unless
 * the visitor typed one first. The server fills it too when the field is sent empty.
 */
export function ReferrerFill() {
  const { data } = useReferrerQuery();
  const { values, setFieldValue } = useFormikContext<RegisterValues>();
  const filled = useRef(false);
  const code = data?.bdeCode;
  useEffect(() => {
    if (!code || filled.current) return;
    filled.current = true;
    if (!values.RefferedByBdecode) void setFieldValue('RefferedByBdecode', code, false);
  }, [code, values.RefferedByBdecode, setFieldValue]);
  return null;
}
