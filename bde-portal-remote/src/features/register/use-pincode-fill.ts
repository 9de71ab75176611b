import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import {
  OWN_PINCODE_SERVICE,
  SUPPORTED_STATES,
  isPinCode,
  isSupportedState,
  type PincodeDetails,
} from 'shared/contract/states';
import type { Translate } from 'shared/i18n/text';
import { useBdeText } from '../../i18n/bde-text';
import { useLookupPincodeQuery, usePincodeServiceQuery } from './bde-register-api';
import type { RegisterValues } from './register-values';

type PincodeStatus =
  | { kind: 'idle' }
  | { kind: 'looking'; pin: string }
  | { kind: 'found'; pin: string; details: PincodeDetails }
  | { kind: 'unsupported'; pin: string; details: PincodeDetails }
  | { kind: 'unknown'; pin: string }
  | { kind: 'unavailable'; pin: string };

/** The five states as one list: "Andhra Pradesh, Telangana, … and Karnataka". */
const supportedList = (t: Translate) =>
  t('{{list}} and {{last}}', {
    list: SUPPORTED_STATES.slice(0, -1).join(', '),
    last: SUPPORTED_STATES.at(-1)!,
  });

/** What the form says under the pin code after a lookup. */
function pincodeMessage(status: PincodeStatus, t: Translate): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'looking':
      return t('Looking up pin code {{pin}}…', { pin: status.pin });
    case 'found':
      return t('Pin code {{pin}} is in {{district}}, {{state}}. Choose your area.', {
        pin: status.pin,
        district: status.details.district,
        state: status.details.state,
      });
    case 'unsupported':
      return t('Pin code {{pin}} is in {{state}}. Registration is open in {{states}} only.', {
        pin: status.pin,
        state: status.details.state || t('a state we do not cover'),
        states: supportedList(t),
      });
    case 'unknown':
      return t(
        'We could not find pin code {{pin}}. Check it, or type your area and choose your state and district.',
        { pin: status.pin },
      );
    case 'unavailable':
      return t(
        'Pin-code lookup is not available right now. Type your area and choose your state and district.',
      );
  }
}

/**
 * At 6 characters the pin code is looked up; the answer fills the Area options, and State
 * and District when the state is one of the five supported ones.
 */
export function usePincodeFill() {
  const t = useBdeText();
  const { values, setValues } = useFormikContext<RegisterValues>();
  const pin = values.PinCode.trim();
  const complete = isPinCode(pin);
  const service = usePincodeServiceQuery();
  const lookup = useLookupPincodeQuery(
    { pin, service: service.data?.service ?? OWN_PINCODE_SERVICE },
    { skip: !complete || service.isLoading },
  );
  const settled = complete && !service.isLoading && !lookup.isUninitialized && !lookup.isFetching;
  const details = settled && !lookup.isError ? (lookup.currentData ?? null) : null;

  let status: PincodeStatus;
  if (!complete) status = { kind: 'idle' };
  else if (!settled) status = { kind: 'looking', pin };
  else if (lookup.isError) status = { kind: 'unavailable', pin };
  else if (!details) status = { kind: 'unknown', pin };
  else if (isSupportedState(details.state)) status = { kind: 'found', pin, details };
  else status = { kind: 'unsupported', pin, details };

  // Each answer fills the form once; the person may change what it filled in afterwards.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!complete) filledFor.current = null;
    if (!details || filledFor.current === pin) return;
    filledFor.current = pin;
    const supported = isSupportedState(details.state);
    const keep = details.areas.includes(values.Area) ? values.Area : '';
    // One update, validated once against all three new values.
    void setValues({
      ...values,
      Area: details.areas.length === 1 ? details.areas[0] : keep,
      State: supported ? details.state : '',
      District: supported ? details.district : '',
    });
  }, [complete, pin, details, values, setValues]);

  return { areas: details?.areas ?? [], status, message: pincodeMessage(status, t) };
}
