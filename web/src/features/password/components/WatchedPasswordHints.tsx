// The live hints of a form's `password` field, re-rendering only themselves as it is typed.
import { useWatch, type Control } from 'react-hook-form';
import { PasswordHints } from './PasswordHints.tsx';

export function WatchedPasswordHints({
  control,
  id,
}: {
  control: Control<{ password: string }>;
  id?: string;
}) {
  const password = useWatch({ control, name: 'password' });
  return <PasswordHints password={password ?? ''} id={id} />;
}
