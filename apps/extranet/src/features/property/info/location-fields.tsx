import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { DOMESTIC_COUNTRY } from '@extranet/domain';
import { ComboBox } from '@extranet/ui/combo-box';
import { useT } from '../../../shared/i18n/language';
import { FormTextField } from '../../../shared/forms/form-text-field';
import * as ui from '../../../shared/rates/rates-ui.css';
import { useCountries } from './api/list-countries';
import { useDistricts } from './api/list-districts';
import { useProvinces } from './api/list-provinces';
import { useRegencies } from './api/list-regencies';
import type { GeneralInfoValues } from './model';

type AreaField = 'country' | 'provinceCode' | 'regencyCode' | 'districtCode';

interface AreaProps {
  control: Control<GeneralInfoValues>;
  name: AreaField;
  label: string;
  options: readonly { code: string; name: string }[] | undefined;
  isLoading: boolean;
  placeholder: string;
  isDisabled?: boolean;
  /** Clears what depends on this choice. */
  onPick: () => void;
}

function AreaCombo({ control, name, label, options, isLoading, placeholder, isDisabled, onPick }: AreaProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ComboBox
          label={label}
          name={field.name}
          options={(options ?? []).map((o) => ({ id: o.code, label: o.name }))}
          value={field.value || null}
          onChange={(value) => {
            if ((value ?? '') === field.value) return;
            field.onChange(value ?? '');
            onPick();
          }}
          isLoading={isLoading}
          placeholder={placeholder}
          isRequired
          {...(isDisabled ? { isDisabled } : {})}
          {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
        />
      )}
    />
  );
}

/** Country, then (Indonesia) province, regency and district as dependent searchable lists; city, postal code. */
export function LocationFields({
  control,
  setValue,
}: {
  control: Control<GeneralInfoValues>;
  setValue: UseFormSetValue<GeneralInfoValues>;
}) {
  const t = useT();
  const [country, province, regency] = useWatch({
    control,
    name: ['country', 'provinceCode', 'regencyCode'],
  });
  const domestic = country === DOMESTIC_COUNTRY;
  const countries = useCountries();
  const provinces = useProvinces(domestic);
  const regencies = useRegencies(domestic && province ? province : null);
  const districts = useDistricts(domestic && regency ? regency : null);
  const clear = (...fields: AreaField[]) => {
    for (const f of fields) setValue(f, '', { shouldValidate: false });
  };
  return (
    <div className={ui.fieldGrid}>
      <AreaCombo
        control={control}
        name="country"
        label={t('propertyInfo.general.country')}
        options={countries.data?.items}
        isLoading={countries.isPending}
        placeholder={t('propertyInfo.general.choose')}
        onPick={() => clear('provinceCode', 'regencyCode', 'districtCode')}
      />
      {domestic ? (
        <>
          <AreaCombo
            control={control}
            name="provinceCode"
            label={t('propertyInfo.general.province')}
            options={provinces.data?.items}
            isLoading={provinces.isPending}
            placeholder={t('propertyInfo.general.choose')}
            onPick={() => clear('regencyCode', 'districtCode')}
          />
          <AreaCombo
            control={control}
            name="regencyCode"
            label={t('propertyInfo.general.regency')}
            options={regencies.data?.items}
            isLoading={!!province && regencies.isPending}
            placeholder={t(
              province ? 'propertyInfo.general.choose' : 'propertyInfo.general.chooseProvinceFirst',
            )}
            isDisabled={!province}
            onPick={() => clear('districtCode')}
          />
          <AreaCombo
            control={control}
            name="districtCode"
            label={t('propertyInfo.general.district')}
            options={districts.data?.items}
            isLoading={!!regency && districts.isPending}
            placeholder={t(
              regency ? 'propertyInfo.general.choose' : 'propertyInfo.general.chooseRegencyFirst',
            )}
            isDisabled={!regency}
            onPick={() => undefined}
          />
        </>
      ) : null}
      <FormTextField
        control={control}
        name="city"
        label={t('propertyInfo.general.city')}
        isRequired={!domestic}
        maxLength={100}
      />
      <FormTextField
        control={control}
        name="postalCode"
        label={t('propertyInfo.general.postalCode')}
        inputMode={domestic ? 'numeric' : 'text'}
        autoComplete="postal-code"
        maxLength={10}
      />
    </div>
  );
}
