// The sign-up form's checkboxes: e-mail and SMS notifications (at least one), the SMS box only
// with a mobile number of 12 characters or more (cleared when the number is emptied), the terms.
import { useEffect } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { smsAllowed, type SignUpForm } from '@canam/domain/forms/signUp';
import { CheckboxField } from './CheckboxField.tsx';
import { PolicyModal } from './PolicyModal.tsx';
import { MessagingPolicyText, TermsText } from './PolicyTexts.tsx';

interface NotificationChoicesProps {
  control: Control<SignUpForm>;
  setValue: UseFormSetValue<SignUpForm>;
}

export function NotificationChoices({ control, setValue }: NotificationChoicesProps) {
  const [mobileNumber, acceptSms] = useWatch({ control, name: ['mobileNumber', 'acceptSms'] });

  useEffect(() => {
    if (mobileNumber === '' && acceptSms) {
      setValue('acceptSms', false, { shouldValidate: true });
    }
  }, [mobileNumber, acceptSms, setValue]);

  return (
    <Stack gap="4">
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm">
          Send me notifications about my offers by
        </Text>
        <Stack gap="2" mt="2">
          <CheckboxField control={control} name="acceptEmail" label="E-mail" deps={['acceptSms']} />
          <CheckboxField
            control={control}
            name="acceptSms"
            label="SMS"
            disabled={!smsAllowed(mobileNumber)}
            deps={['acceptEmail']}
            aside={
              <PolicyModal title="Messaging policy">
                <MessagingPolicyText />
              </PolicyModal>
            }
          />
        </Stack>
      </Box>
      <CheckboxField
        control={control}
        name="acceptTerms"
        label="I accept the"
        aside={
          <PolicyModal title="Terms and Conditions">
            <TermsText />
          </PolicyModal>
        }
      />
    </Stack>
  );
}
