// The question of the preference page and its Yes / No buttons.
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { BellOff, BellRing } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '@canam/domain/rest/accounts';
import { homeRouteFor, type RoleName } from '@canam/domain/roles';
import type { SetEmailNotificationsMutation } from '../../../__generated__/SetEmailNotificationsMutation.graphql.ts';
import { toaster } from '../../../components/toaster.tsx';
import { useFormMutation } from '../../../relay/useFormMutation.ts';
import {
  preferenceUpdater,
  setEmailNotificationsMutation,
} from '../mutations/SetEmailNotificationsMutation.ts';

export const NOTIFICATIONS_UPDATED = ACCOUNT_MESSAGES.notificationsUpdated;
export const NOTIFICATIONS_NOT_UPDATED = 'Notifications not updated';

export function preferenceHeading(acceptEmail: boolean | null): string {
  if (acceptEmail === null) return 'E-mail notifications';
  return acceptEmail
    ? 'E-mail notifications are enabled. Do you want to disable them?'
    : 'E-mail notifications are disabled. Do you want to enable them?';
}

interface PreferenceQuestionProps {
  token: string | null;
  /** null when the preference could not be loaded. */
  acceptEmail: boolean | null;
  roles: readonly string[];
}

export function PreferenceQuestion({ token, acceptEmail, roles }: PreferenceQuestionProps) {
  const navigate = useNavigate();
  const [setEmailNotifications, saving] = useFormMutation<SetEmailNotificationsMutation>(
    setEmailNotificationsMutation,
  );

  const notUpdated = () => toaster.create({ type: 'warning', title: NOTIFICATIONS_NOT_UPDATED });
  const yes = () => {
    if (acceptEmail === null) return;
    setEmailNotifications(
      { token, acceptEmail: !acceptEmail },
      {
        updater: preferenceUpdater(token),
        onCompleted: ({ preference, userErrors }) => {
          if (!preference || userErrors.length > 0) notUpdated();
          else toaster.create({ type: 'success', title: NOTIFICATIONS_UPDATED });
        },
        onError: notUpdated,
      },
    );
  };
  // With a token the visitor may not be logged in: home. Otherwise the car list of the role.
  const no = () => navigate(token ? '/' : homeRouteFor(roles as RoleName[]));

  return (
    <Box maxW="xl" mx="auto" px="4" py={{ base: 10, md: 16 }}>
      <Box bg="white" borderWidth="1px" borderRadius="xl" boxShadow="sm" p={{ base: 6, md: 10 }}>
        <Box color="brand.600" mb="4" aria-hidden>
          {acceptEmail === false ? <BellOff size={36} /> : <BellRing size={36} />}
        </Box>
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }} mb="3">
          {preferenceHeading(acceptEmail)}
        </Heading>
        <Text color="gray.600" mb="8">
          {acceptEmail === null
            ? 'Your preference could not be read right now.'
            : 'We e-mail you about offers, counter-offers and purchases on your vehicles.'}
        </Text>
        <HStack gap="3">
          {acceptEmail !== null && (
            <Button colorPalette="brand" minW="24" onClick={yes} loading={saving}>
              Yes
            </Button>
          )}
          <Button variant="outline" minW="24" onClick={no} disabled={saving}>
            No
          </Button>
        </HStack>
      </Box>
    </Box>
  );
}
