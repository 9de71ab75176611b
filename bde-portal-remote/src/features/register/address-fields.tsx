import { useFormikContext } from 'formik';
import { useEffect, useId } from 'react';
import { SUPPORTED_STATES } from 'shared/contract/states';
import { FormField } from 'shared/ui/form-field';
import { useBdeText } from '../../i18n/bde-text';
import { useDistrictsByStateNameQuery } from './bde-register-api';
import { FIELD_LABELS, type RegisterValues } from './register-values';
import { usePincodeFill } from './use-pincode-fill';

/** A select's choices: the empty one that asks for a choice, then each name. */
function Options({ first, names }: { first: string; names: readonly string[] }) {
  return (
    <>
      <option value="">{first}</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </>
  );
}

/** Address, pin code (looked up at 6 digits), area, state (one of the five supported) and district. */
export function AddressFields() {
  const t = useBdeText();
  const { values, setFieldValue } = useFormikContext<RegisterValues>();
  const { areas, message } = usePincodeFill();
  const statusId = useId();
  const districts = useDistrictsByStateNameQuery(values.State, { skip: !values.State });
  const districtNames = districts.currentData?.map((district) => district.name) ?? [];

  // A district that is not in the chosen state's list (the state changed) is cleared.
  useEffect(() => {
    if (!values.District || !districts.currentData || districts.isFetching) return;
    if (!districts.currentData.some((district) => district.name === values.District)) {
      void setFieldValue('District', '');
    }
  }, [values.District, districts.currentData, districts.isFetching, setFieldValue]);

  return (
    <>
      <div className="bde-register__wide">
        <FormField
          as="textarea"
          name="Address"
          label={t(FIELD_LABELS.Address)}
          hint={t('House or flat number, street and locality.')}
          autoComplete="street-address"
          rows={3}
          required
        />
      </div>
      <div>
        <FormField
          name="PinCode"
          label={t(FIELD_LABELS.PinCode)}
          hint={t('6 digits; it fills in area, state and district.')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
        />
        <p
          id={statusId}
          className="field__hint bde-register__lookup"
          role="status"
          aria-label={t('Pin-code lookup')}
        >
          {message}
        </p>
      </div>
      {areas.length > 0 ? (
        <FormField
          as="select"
          name="Area"
          label={t(FIELD_LABELS.Area)}
          hint={t('The post offices of your pin code.')}
          required
        >
          <Options first={t('Choose your area')} names={areas} />
        </FormField>
      ) : (
        <FormField
          name="Area"
          label={t(FIELD_LABELS.Area)}
          hint={t('Your post office or locality.')}
          autoComplete="address-level3"
          required
        />
      )}
      <FormField as="select" name="State" label={t(FIELD_LABELS.State)} required>
        <Options first={t('Choose your state')} names={SUPPORTED_STATES} />
      </FormField>
      <FormField
        as="select"
        name="District"
        label={t(FIELD_LABELS.District)}
        required
        aria-busy={districts.isFetching || undefined}
      >
        <Options
          first={values.State ? t('Choose your district') : t('Choose a state first')}
          names={districtNames}
        />
        {/* Until the list arrives, keep the filled-in district visible rather than blank. */}
        {values.District && !districtNames.includes(values.District) && (
          <option value={values.District}>{values.District}</option>
        )}
      </FormField>
    </>
  );
}
