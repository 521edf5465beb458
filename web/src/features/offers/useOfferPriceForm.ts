// The form of an offer amount (Make an Offer and Counter-Offer): the one amount rule, and the
// mutation whose refused amount is also said at the input.
import { zodResolver } from '@hookform/resolvers/zod';
import type { GraphQLTaggedNode } from 'react-relay';
import { useForm } from 'react-hook-form';
import { offerSchema, type OfferInput } from '@canam/domain/forms/offer';
import { useFormMutation, type FormMutationParameters } from '../../relay/useFormMutation.ts';

const OFFER_FIELDS = ['offerPrice'] as const;

export function useOfferPriceForm<M extends FormMutationParameters>(mutation: GraphQLTaggedNode) {
  const form = useForm<OfferInput>({
    resolver: zodResolver(offerSchema),
    defaultValues: { offerPrice: '' },
  });
  const [commit, sending] = useFormMutation<M, OfferInput>(mutation, {
    setError: form.setError,
    fields: OFFER_FIELDS,
  });
  return { form, commit, sending, error: form.formState.errors.offerPrice?.message };
}
