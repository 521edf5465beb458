// The login form of the modal and of /auth/login.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginErrorText } from '@canam/domain/errors';
import { loginSchema, type LoginValues } from '@canam/domain/forms/login';
import type { LoginMutation } from '../../__generated__/LoginMutation.graphql.ts';
import { scheduleRefresh } from '../../auth/sessionRefresh.ts';
import { storeSession } from '../../auth/sessionStorage.ts';
import { toaster } from '../../components/toaster.tsx';
import { useFormMutation } from '../../relay/useFormMutation.ts';
import { loginMutation, updateStoreAfterLogin } from './mutations/LoginMutation.ts';

interface LoginFormProps {
  /** Called after a successful login, before navigating (the modal closes itself). */
  onLoggedIn?: () => void;
  /** Called when a link leaves the form (the modal closes itself). */
  onLeave?: () => void;
}

export function LoginForm({ onLoggedIn, onLeave }: LoginFormProps) {
  const navigate = useNavigate();
  const [login, isInFlight] = useFormMutation<LoginMutation>(loginMutation);
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = (values: LoginValues) => {
    setServerError(null);
    login(values, {
      updater: updateStoreAfterLogin,
      onCompleted: ({ session, viewer, userErrors }) => {
        if (!session || userErrors.length > 0) {
          const [refused] = userErrors;
          // Too many attempts: the api's own message says what to do; the codes map to section 8.
          setServerError(
            refused?.code === 'RATE_LIMITED' ? refused.message : loginErrorText(refused?.code),
          );
          return;
        }
        storeSession(session);
        scheduleRefresh();
        onLoggedIn?.();
        navigate(viewer?.homeRoute ?? '/');
        toaster.create({
          type: 'success',
          title: `Welcome ${viewer?.user?.firstName ?? ''}`.trim(),
        });
      },
      onError: () => setServerError(loginErrorText(null)),
    });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="5">
        {serverError && (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" bg="white" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label>Password</Field.Label>
          <InputGroup
            endElement={
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                variant="ghost"
                size="sm"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOff /> : <Eye />}
              </IconButton>
            }
          >
            <Input
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              bg="white"
              {...register('password')}
            />
          </InputGroup>
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          disabled={isInFlight}
          loading={isInFlight}
          loadingText="Log In"
        >
          Log In
        </Button>
        <HStack justify="space-between" fontSize="sm" wrap="wrap" gap="2">
          <Link asChild color="brand.fg">
            <RouterLink to="/auth/forgotPassword" onClick={onLeave}>
              Forgot Password
            </RouterLink>
          </Link>
          <Text color="gray.600">
            New here?{' '}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to="/buyer/create" onClick={onLeave}>
                Sign up
              </RouterLink>
            </Link>
          </Text>
        </HStack>
      </Stack>
    </form>
  );
}
