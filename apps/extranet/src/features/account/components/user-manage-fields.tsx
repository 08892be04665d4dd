import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@extranet/ui/checkbox';
import { FormCheckboxGroup } from '../../../shared/rates/fields';
import { useT } from '../../../shared/i18n/language';
import { ROLE_CHOICES } from '../user-manage-model';

interface MemberValues extends FieldValues {
  roles: number[];
  notificationAllowed: boolean;
}

/** The roles (checkboxes, names from i18n) and the notification flag of a user at the property. */
export function MemberFields<V extends MemberValues>({
  control,
  rolesLocked,
}: {
  control: Control<V>;
  /** A contact's roles cannot change (SPEC 6). */
  rolesLocked?: boolean;
}) {
  const t = useT();
  return (
    <>
      <FormCheckboxGroup
        control={control}
        name={'roles' as Path<V>}
        label={t('shell.userManage.roles')}
        isRequired
        {...(rolesLocked ? { isDisabled: true, description: t('shell.userManage.contactLocked') } : {})}
        options={ROLE_CHOICES.map((r) => ({ value: r.roleId, label: t(r.labelKey) }))}
      />
      <Controller
        control={control}
        name={'notificationAllowed' as Path<V>}
        render={({ field, fieldState }) => (
          <div>
            <Checkbox
              name={field.name}
              isSelected={Boolean(field.value)}
              onChange={field.onChange}
              isInvalid={Boolean(fieldState.error)}
            >
              {t('shell.userManage.notificationAllowed')}
            </Checkbox>
            {fieldState.error?.message ? (
              <span role="alert" style={{ display: 'block' }}>
                {fieldState.error.message}
              </span>
            ) : null}
          </div>
        )}
      />
    </>
  );
}
