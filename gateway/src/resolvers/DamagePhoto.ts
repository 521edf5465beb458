// DamagePhoto: a photo of a damage.
import type { DamagePhotoResolvers } from '../__generated__/resolvers-types.ts';

export const DamagePhoto: DamagePhotoResolvers = {
  url: (photo) => photo.damagePhoto,
};
