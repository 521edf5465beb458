// A MoneyInput ('USD$ ', two decimals) bound to a react-hook-form field: the amounts of the edit,
// price and sale information forms.
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MoneyInput } from '../../offers/components/MoneyInput.tsx';

interface MoneyFieldProps<T extends FieldValues, Context, Output> {
  /** The form's control, whatever its schema's context and output types. */
  control: Control<T, Context, Output>;
  name: Path<T>;
  /** The input's id, named by its label's htmlFor. */
  id: string;
}

export function MoneyField<T extends FieldValues, Context, Output>({
  control,
  name,
  id,
}: MoneyFieldProps<T, Context, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          id={id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}
